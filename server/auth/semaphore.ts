/**
 * At most `slots` holders at once; the others queue in arrival order and give up after `waitMs`.
 * Per process: it bounds this replica's CPU and memory, which is what it protects.
 */
export class Semaphore {
  private free: number;
  private readonly queue: Array<{ grant: () => void }> = [];

  constructor(slots: number) {
    this.free = slots;
  }

  /**
   * True when a caller would have to wait behind `maxWaiting` others already: the caller refuses at
   * once instead of queueing (checked and acquired in the same tick, nothing can slip in between).
   */
  full(maxWaiting: number): boolean {
    return this.free === 0 && this.queue.length >= maxWaiting;
  }

  /** Resolves with a release function, or with undefined when no slot came free within waitMs. */
  acquire(waitMs: number): Promise<(() => void) | undefined> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          resolve(this.releaser());
        },
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(entry), 1);
        resolve(undefined);
      }, waitMs);
      this.queue.push(entry);
    });
  }

  private releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next.grant();
      else this.free++;
    };
  }
}
