import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Where pages report a view (server/analytics/beacon.ts). */
export const PAGE_VIEW_URL = "/api/page-views";

/**
 * Reports each public page shown, on first load and on every client-side navigation, to our own
 * server: no cookie, nothing kept in the browser, and nothing sent when the browser asks not to be
 * tracked (Do-Not-Track, Global Privacy Control). The referrer only means something on the first page.
 */
export function usePageBeacon() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current ? document.referrer : "";
    first.current = false;
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (pathname.startsWith("/admin") || nav.doNotTrack === "1" || nav.globalPrivacyControl || !nav.sendBeacon) return;
    nav.sendBeacon(PAGE_VIEW_URL, JSON.stringify({ path: pathname, referrer }));
  }, [pathname]);
}
