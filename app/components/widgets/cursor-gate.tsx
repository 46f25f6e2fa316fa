import { lazy, Suspense } from "react";
import { REDUCED_MOTION, useMediaQuery } from "~/lib/use-media-query";

const CustomCursor = lazy(() => import("./custom-cursor").then((m) => ({ default: m.CustomCursor })));

/** The trailing cursor ring, only for a fine pointer without reduced motion, loaded after hydration. */
export function CursorGate() {
  // Both queries are false on the server and during hydration, so the server never renders the ring.
  const fine = useMediaQuery("(pointer: fine)");
  const reduced = useMediaQuery(REDUCED_MOTION);
  if (!fine || reduced) return null;
  return (
    <Suspense fallback={null}>
      <CustomCursor />
    </Suspense>
  );
}
