// The load context's services (the admin API, the blog reader, …) are missing only when no server runs:
// while prerendering at build time. A loader or action that needs one answers 503, never a crash.

/** `context[key]`, or a 503 Response with `unavailable` as its text while that part is missing. */
export function contextPart<C extends object, K extends keyof C>(
  context: C,
  key: K,
  unavailable: string,
): NonNullable<C[K]> {
  const part = context[key];
  if (part === undefined || part === null) throw new Response(unavailable, { status: 503 });
  return part;
}
