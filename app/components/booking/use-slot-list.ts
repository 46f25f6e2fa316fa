import { useCallback, useEffect, useRef, useState } from "react";
import { PICKER_COPY, showingTimes } from "~/content/booking";
import type { SlotList, SlotPreference } from "~/lib/booking";
import { browserZone, hasRememberedZone, rememberZone } from "~/lib/booking-zone";

/** Where the picker asks for times in another zone or for another preference (server/booking/booking-router.ts). */
export const SLOTS_ENDPOINT = "/api/booking/slots";

const countOf = (list: SlotList) => list.days.reduce((n, d) => n + d.shown.length + d.more.length, 0);

/** Whether the list offers this start (a changed preference may leave the chosen time out). */
export const listHas = (list: SlotList, start: string) =>
  list.days.some((d) => d.shown.some((s) => s.start === start) || d.more.some((s) => s.start === start));

type Asked = { zone: string; preference: SlotPreference | null; tick: number };

/**
 * Runs `then` once the element comes within a screen of the viewport, or something in its form gets
 * focus, whichever is first: the browser's zone is asked for (Intl's first call loads the time-zone
 * data) and the times reloaded only when the visitor is about to see them, not while the page starts.
 */
function whenNear(element: HTMLElement | null, then: () => void): () => void {
  if (!element || typeof IntersectionObserver === "undefined") {
    then();
    return () => {};
  }
  const scope = element.closest("form") ?? element;
  const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && run(), {
    rootMargin: "100% 0px",
  });
  function stop() {
    seen.disconnect();
    scope.removeEventListener("focusin", run);
  }
  function run() {
    stop();
    then();
  }
  seen.observe(element);
  scope.addEventListener("focusin", run);
  return stop;
}

/**
 * The picker's times once React runs: the server rendered them in the zone of the cookie (IST on a
 * first visit); here the browser's own zone replaces that when no zone was remembered (once the picker
 * is near: `pickerId`), and a change of zone or time preference loads the times again (labels come
 * from the server: no date code in the page). Each load that lands is announced; an answer overtaken by a newer request is dropped.
 * Without a list (the server offers no booking) it does nothing.
 */
export function useSlotList(initial: SlotList | null, preference: SlotPreference | null, pickerId?: string) {
  const [list, setList] = useState(initial);
  const [zone, setZoneState] = useState(initial?.zone ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  // refresh() asks again for the same zone and preference (after a refusal: the taken time goes).
  const [tick, setTick] = useState(0);
  // What the list on show answers (or was last asked for), and which request may still land.
  const asked = useRef<Asked>({ zone, preference: initial?.preference ?? null, tick });
  const latest = useRef(0);

  // A new list from the server (a no-JavaScript re-render, a page revalidated after a post); not the
  // one it started with, which would only render it all once more on mount.
  const started = useRef(initial);
  useEffect(() => {
    if (initial === started.current) return;
    started.current = initial;
    setList(initial);
    if (!initial) return;
    asked.current = { ...asked.current, zone: initial.zone, preference: initial.preference };
    setZoneState(initial.zone);
  }, [initial]);

  useEffect(() => {
    if (!initial || hasRememberedZone()) return;
    return whenNear(pickerId ? document.getElementById(pickerId) : null, () => {
      const detected = browserZone();
      if (!detected || hasRememberedZone()) return;
      rememberZone(detected);
      setZoneState(detected);
    });
  }, [initial, pickerId]);

  useEffect(() => {
    const last = asked.current;
    if (!initial || (zone === last.zone && preference === last.preference && tick === last.tick)) return;
    asked.current = { zone, preference, tick };
    const ticket = ++latest.current;
    setBusy(true);
    const query = new URLSearchParams({ zone, ...(preference ? { preference } : {}) });
    fetch(`${SLOTS_ENDPOINT}?${query}`, { headers: { Accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        return (await res.json()) as SlotList;
      })
      .then(
        (next) => {
          if (ticket !== latest.current) return;
          setList(next);
          setError(undefined);
          setAnnouncement(showingTimes(next.preference, next.zone, countOf(next)));
        },
        () => {
          if (ticket !== latest.current) return;
          // The select keeps what the visitor chose; the list says the times did not come.
          setList((l) => l && { ...l, zone, preference, days: [] });
          setError(PICKER_COPY.loadFailed);
          setAnnouncement(PICKER_COPY.loadFailed);
        },
      )
      .finally(() => {
        if (ticket === latest.current) setBusy(false);
      });
  }, [initial, zone, preference, tick]);

  const setZone = useCallback((next: string) => {
    rememberZone(next);
    setZoneState(next);
  }, []);

  const refresh = useCallback(() => setTick((t) => t + 1), []);

  return { list, zone, busy, error, announcement, setZone, refresh };
}
