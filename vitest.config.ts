import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

// Three projects: unit tests beside the code (in Node; components and hooks in jsdom), and API tests
// that boot the real Express app against a real database (SQLite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  resolve: { alias },
  test: {
    // The admin API tests start Vite with React Router's plugin, whose dev typegen deletes and rewrites
    // .react-router/types; the SQLite and PostgreSQL suites run side by side and race on that folder.
    // Those file errors say nothing about the code under test: only they are ignored.
    onUnhandledError(error) {
      const { code, path: file } = error as { code?: string; path?: string };
      if (code && ["ENOENT", "ENOTEMPTY", "EEXIST"].includes(code) && file?.includes(".react-router/types"))
        return false;
    },
    projects: [
      {
        // Pure logic (most unit tests) runs in Node: no DOM to set up for each file.
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // Pure functions: the files share their workers' modules instead of importing them again for
          // each of 140 files, which took most of this project's time.
          isolate: false,
        },
      },
      {
        // Components and hooks render into jsdom.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "unit-dom",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["./tests/setup-unit.ts"],
          // One jsdom per worker, not per file: each test cleans up what it rendered and stubbed.
          isolate: false,
          // A file's first test also pays for jsdom and React's first render: past 5 s on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // One file at a time, all in one worker that keeps its modules: the server, Kysely and Vite are
          // imported once, not once per file (docs/decisions/028). What one app needs lives on that app.
          fileParallelism: false,
          isolate: false,
          // With the production server build (npm test), React's production bundles too (the file says why);
          // with the server bundle, background jobs start its worker (the file says why).
          setupFiles: [
            ...(process.env.API_SERVER_BUILD ? ["./tests/api/production-react.ts"] : []),
            "./tests/api/worker-bundle.ts",
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
