import { useEffect, useState } from "react";

/** False in the server's HTML and the first render, true once React runs in the browser. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
