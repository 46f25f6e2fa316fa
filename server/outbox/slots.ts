/**
 * Runs `work` over `items`, at most `slots` at a time, each slot taking the next item when its last one
 * is done. Once `stopping()` is true no further item starts: the ones not started come back in
 * `notStarted`, so a shutdown waits for at most one delivery per slot, never for a whole batch queued
 * behind a slow mail server.
 */
export async function runInSlots<T, R>(
  items: readonly T[],
  slots: number,
  work: (item: T) => Promise<R>,
  stopping: () => boolean = () => false,
): Promise<{ done: R[]; notStarted: T[] }> {
  const done: R[] = [];
  const notStarted: T[] = [];
  let next = 0;
  async function slot() {
    while (next < items.length) {
      const item = items[next++] as T;
      if (stopping()) {
        notStarted.push(item);
        continue;
      }
      done.push(await work(item));
      // A burst (thousands due at once) renders and signs each message on this thread: visitors' requests
      // get in between two deliveries, even when a deliverer resolves without real I/O (demo files).
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, items.length)) }, slot));
  return { done, notStarted };
}
