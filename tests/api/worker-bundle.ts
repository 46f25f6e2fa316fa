import path from "node:path";
import { pathToFileURL } from "node:url";
import { setWorkerScript } from "../../server/background/workers";

// With the bundle `npm test` made of these sources (SERVER_BUNDLE_DIR, scripts/lib/server-bundle.mjs),
// background jobs (backup copies, rollup counts, calendar feeds) run its background-worker.mjs: a
// worker booted through tsx cost about a CPU-second per job, and the backup tests alone start dozens.
// The job code is the same; by hand, without the variable, the workers load the sources through tsx.
const dir = process.env.SERVER_BUNDLE_DIR;
if (dir) setWorkerScript(pathToFileURL(path.resolve(dir, "background-worker.mjs")));
