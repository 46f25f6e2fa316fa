export interface LoopControl {
  /** False once stop() was called. */
  running: () => boolean;
  /** Waits a poll interval; stop() cuts it short. */
  sleep: () => Promise<void>;
}

/** Start and stop around a background loop (the outbox worker, the campaign sender). */
export function backgroundLoop(pollMs: number, body: (ctl: LoopControl) => Promise<void>) {
  let running = false;
  let stopRequested = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).then(() => {
      wake = undefined;
    });
  return {
    start() {
      if (running) return;
      running = true;
      stopRequested = false;
      loop = body({ running: () => running, sleep });
    },
    /** True while stop() waits for the round: it starts no further delivery (it would outlast the shutdown grace). */
    stopping: () => stopRequested,
    /** Lets the round under way finish (its outcomes are recorded), then resolves. */
    async stop() {
      running = false;
      stopRequested = true;
      wake?.();
      await loop;
      // Stopped: a later runOnce (a test, the CLI) delivers as usual.
      stopRequested = false;
    },
  };
}
