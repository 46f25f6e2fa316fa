// Setup file of the API suite when it runs the production server build (API_SERVER_BUILD, see
// tests/api/admin-helpers.ts): React's production bundles, as `npm run serve` loads them. React picks
// its bundle by NODE_ENV when first loaded, and the build's react-dom/server must match the react the
// app's modules already loaded; so both load here, before any test file, and the test process keeps
// NODE_ENV=test for everything else.
export {};

const before = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
try {
  await import("react");
  await import("react/jsx-runtime");
  await import("react-dom");
  await import("react-dom/server");
} finally {
  process.env.NODE_ENV = before;
}
