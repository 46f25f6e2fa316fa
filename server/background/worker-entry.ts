import { parentPort, workerData } from "node:worker_threads";
import { type JobName, jobs } from "./jobs";
import { lowerThreadPriority } from "./thread-priority";

// One background job per worker thread (./workers.ts): its input comes as workerData, "stop" as a
// message (the job ends after the step under way), its progress and result go back as messages.
const port = parentPort;
if (!port) throw new Error("worker-entry runs only as a worker thread");
let stopping = false;
port.on("message", (m: unknown) => {
  if (m === "stop") stopping = true;
});
const { name, input, nice } = workerData as { name: JobName; input: never; nice: boolean };
// Background work yields the CPU to visitors' requests (./thread-priority.ts).
if (nice) lowerThreadPriority();
try {
  const out = await jobs[name](input, {
    stop: () => stopping,
    progress: (data: unknown) => port.postMessage({ type: "progress", data }),
  });
  port.postMessage({ type: "done", out });
} catch (err) {
  port.postMessage({ type: "failed", error: err instanceof Error ? err.message : String(err) });
}
port.close();
