import fs from "node:fs";
import os from "node:os";

/**
 * The nice value of a background worker's thread (docs/decisions/056). Linux gives each thread its own:
 * at 10 the scheduler gives a busy worker about a tenth of a core that a visitor's request wants (CFS
 * weights 110 against 1,024), and all of an idle one. On two cores a catch-up's counting otherwise took
 * a core from the request thread, the load balancer and the database alike.
 */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling thread's priority to BACKGROUND_NICE; returns the thread's nice value after, or
 * undefined where threads have no priority of their own to set (not Linux). Never raises it.
 */
export function lowerThreadPriority(nice = BACKGROUND_NICE): number | undefined {
  let tid: number;
  try {
    // "<pid>/task/<tid>": this thread's id, which setpriority(PRIO_PROCESS, tid) takes on Linux.
    tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(tid) || tid <= 0) return undefined;
  try {
    if (os.getPriority(tid) < nice) os.setPriority(tid, nice);
    return os.getPriority(tid);
  } catch {
    // Not permitted (a container's seccomp, say): the job still runs, at the thread's priority.
    return undefined;
  }
}
