// A background worker started from the TypeScript sources (`npm start`, `npm run serve`, the tests):
// Node does not pass tsx's loader to a worker thread, so the worker registers it itself. The bundled
// server (scripts/lib/server-bundle.mjs) starts background-worker.mjs instead and never loads this.
import { tsImport } from "tsx/esm/api";

await tsImport("./worker-entry.ts", import.meta.url);
