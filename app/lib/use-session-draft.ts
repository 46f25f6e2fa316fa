import { useEffect, useRef } from "react";

/**
 * Keeps a form's values in sessionStorage so a reload or an accidental navigation never loses what
 * the visitor typed. `restore` runs once after hydration with the saved values.
 */
export function useSessionDraft<T extends object>(key: string, values: T, restore: (saved: Partial<T>) => void) {
  const restored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once, on mount
  useEffect(() => {
    try {
      const raw = sessionStorage.getItem(key);
      if (raw) restore(JSON.parse(raw) as Partial<T>);
    } catch {
      // Unreadable or unavailable storage: start empty.
    }
    restored.current = true;
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the form still works, it just is not saved.
    }
  }, [key, values]);
}

export function clearSessionDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
