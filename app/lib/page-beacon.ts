import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { captureVisit, noTracking } from "./visit-attribution";

/** Where pages report a view (server/analytics/beacon.ts). */
export const PAGE_VIEW_URL = "/api/page-views";

/**
 * Reports each public page shown, on first load and on every client-side navigation, to our own
 * server: no cookie, nothing kept in the browser but the visit's landing (sessionStorage, for a form),
 * and nothing sent or kept when the browser asks not to be tracked (Do-Not-Track, Global Privacy Control). The referrer only means something on the first page.
 * When the page is left, how long it was visible goes to `/api/page-views/time`.
 */
export function usePageBeacon() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    const referrer = isFirst ? document.referrer : "";
    first.current = false;
    const nav = navigator;
    if (pathname.startsWith("/admin")) return;
    // The first page of the tab's visit is its landing: kept for a form (visit-attribution.ts), and
    // its view carries the UTM source and campaign.
    const visit = isFirst ? captureVisit() : null;
    if (noTracking() || !nav.sendBeacon) return;
    // A random id for this view only (nothing kept): it ties the time on page sent later to the view.
    const id = crypto.randomUUID?.();
    const landing = visit && { landing: true, utm_source: visit.utm_source, utm_campaign: visit.utm_campaign };
    nav.sendBeacon(PAGE_VIEW_URL, JSON.stringify({ path: pathname, referrer, id, ...landing }));
    if (!id) return;
    // Time the page is visible, summed, sent once when it is left (navigation, close, or bfcache).
    let ms = 0;
    let since = document.hidden ? 0 : Date.now();
    const tick = () => {
      if (since) ms += Date.now() - since;
      since = document.hidden ? 0 : Date.now();
    };
    let sent = false;
    const leave = () => {
      if (sent) return;
      sent = true;
      tick();
      document.removeEventListener("visibilitychange", tick);
      removeEventListener("pagehide", leave);
      nav.sendBeacon(`${PAGE_VIEW_URL}/time`, JSON.stringify({ id, ms }));
    };
    document.addEventListener("visibilitychange", tick);
    addEventListener("pagehide", leave);
    return leave;
  }, [pathname]);
}
