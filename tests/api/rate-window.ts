// Rate limits count in fixed windows aligned to the epoch (server/http/rate-limit.ts). A test that
// sends a few requests and expects the last one refused fails if a window ends between them.

/** Waits, if need be, until the current window has at least `marginMs` left. */
export async function clearOfWindowEdge(windowSeconds: number, marginMs = 10_000) {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
