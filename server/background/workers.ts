import { Worker } from "node:worker_threads";
import type { JobInput, JobName, JobOutput, JobProgress } from "./jobs";

// Background jobs that would hold the visitors' thread (docs/decisions/056): each runs in a worker
// thread of its own with its own database connection, started for the job and gone when it ends.
// BACKGROUND_WORKERS=off runs the same job function on the main thread instead (for a debugger).

let enabled = true;
/** Set once at start from BACKGROUND_WORKERS (server/app.ts). */
export function setBackgroundWorkers(on: boolean) {
  enabled = on;
}

let nice = true;
/**
 * Whether worker threads lower their priority (./thread-priority.ts); set at start from NODE_ENV
 * (server/app.ts): off in the test suite, which keeps every core busy with its own processes, so a
 * lowered worker waited behind them and the suites that wait on workers took up to twice as long.
 */
export function setBackgroundNice(on: boolean) {
  nice = on;
}

const live = new Set<Worker>();
/** Worker threads running now (a test checks that shutdown leaves none). */
export const liveWorkers = () => live.size;

/** A job ended by shutdown (stopBackgroundWorkers) before it finished. */
export class JobStopped extends Error {}

/**
 * The worker's script: the bundle's sibling background-worker.mjs when this code runs bundled
 * (scripts/lib/server-bundle.mjs), else a boot file that loads the TypeScript entry through tsx.
 */
function workerScript() {
  if (scriptOverride) return scriptOverride;
  const here = import.meta.url;
  return new URL(here.endsWith(".ts") ? "./worker-boot.mjs" : "./background-worker.mjs", here);
}

let scriptOverride: URL | undefined;
/**
 * Test-only: the API suite, which runs these sources in Vitest, starts `npm test`'s bundled worker
 * (tests/api/worker-bundle.ts) instead of the tsx boot file: through tsx each job's thread cost about a
 * CPU-second to start (its loader hooks get a thread of their own), bundled about a third of that.
 */
export function setWorkerScript(script: URL | undefined) {
  scriptOverride = script;
}

export interface JobOptions<N extends JobName> {
  /** Polled; once true the job ends after the step under way and returns what it did. */
  stop?: () => boolean;
  /** Each progress message in order, one at a time (say, a day's counts the main thread writes). */
  onProgress?: (p: JobProgress<N>) => Promise<void> | void;
}

/**
 * Runs a job (./jobs.ts) in a worker thread, or inline with BACKGROUND_WORKERS=off. Resolves with its
 * result once every progress message has been handled; rejects with the job's error, or JobStopped
 * when shutdown terminated the worker.
 */
export async function runJob<N extends JobName>(
  name: N,
  input: JobInput<N>,
  { stop = () => false, onProgress }: JobOptions<N> = {},
): Promise<JobOutput<N>> {
  let chain = Promise.resolve();
  // A failed write on this thread stops the job (it would only compute more to throw away), then is thrown.
  let writeError: { error: unknown } | undefined;
  const handle = (p: JobProgress<N>) => {
    chain = chain.then(async () => {
      if (writeError) return;
      try {
        await onProgress?.(p);
      } catch (error) {
        writeError = { error };
      }
    });
  };
  const settled = async () => {
    await chain;
    if (writeError) throw writeError.error;
  };
  const stopNow = () => stop() || writeError !== undefined;
  if (!enabled) {
    const { jobs } = await import("./jobs");
    const job = jobs[name] as (i: JobInput<N>, ctx: unknown) => Promise<JobOutput<N>>;
    const out = await job(input, { stop: stopNow, progress: handle });
    await settled();
    return out;
  }
  // No inherited `--import tsx`: the boot file registers it itself, the bundle needs none.
  const worker = new Worker(workerScript(), { workerData: { name, input, nice }, execArgv: [] });
  live.add(worker);
  let outcome: { out: JobOutput<N> } | undefined;
  let failure: Error | undefined;
  // The stop flag lives on this thread: passed on as a message, which the job reads between steps.
  const poll = setInterval(() => {
    if (stopNow()) worker.postMessage("stop");
  }, 100);
  poll.unref();
  worker.on("message", (m: { type: string; data?: unknown; out?: unknown; error?: string }) => {
    if (m.type === "progress") handle(m.data as JobProgress<N>);
    else if (m.type === "done") outcome = { out: m.out as JobOutput<N> };
    else if (m.type === "failed") failure = new Error(m.error);
  });
  worker.on("error", (err) => {
    failure = err;
  });
  await new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  live.delete(worker);
  clearInterval(poll);
  await settled();
  if (outcome) return outcome.out;
  throw failure ?? new JobStopped(`background job ${name} was stopped`);
}

/** Shutdown: every worker thread ends now (a file it was writing is removed by its caller). */
export async function stopBackgroundWorkers() {
  await Promise.all([...live].map((w) => w.terminate()));
}
