// Where this tab's visit came from, kept in sessionStorage (no cookie, gone with the tab) and sent only
// with a form the visitor submits. Part of every public page's first load: keep it tiny.

export type Attribution = Partial<
  Record<
    | "landing_page"
    | "referrer_host"
    | "utm_source"
    | "utm_medium"
    | "utm_campaign"
    | "utm_term"
    | "utm_content"
    | "sent_from",
    string
  >
>;

const KEY = "visit";
const UTM = ["source", "medium", "campaign", "term", "content"] as const;

/** The browser asks not to be tracked (Do-Not-Track or Global Privacy Control): nothing is kept. */
export const noTracking = () => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || Boolean(nav.globalPrivacyControl);
};

/** A landing address's attribution: its path, the external referrer's host, its non-empty UTM parameters. */
export function landingOf(url: URL, referrer: string): Attribution {
  const visit: Attribution = { landing_page: url.pathname };
  try {
    const host = new URL(referrer).hostname.replace(/^www\./, "");
    if (host && host !== url.hostname.replace(/^www\./, "")) visit.referrer_host = host;
  } catch {}
  for (const k of UTM) {
    const v = url.searchParams.get(`utm_${k}`)?.trim().slice(0, 100);
    if (v) visit[`utm_${k}`] = v;
  }
  return visit;
}

const stored = (): Attribution | null => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
};

/** On a page's first load: the visit, when this page is its landing (first of the tab), else null. */
export function captureVisit(): Attribution | null {
  if (noTracking() || stored()) return null;
  const visit = landingOf(new URL(location.href), document.referrer);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {}
  return visit;
}

/** What a form sends as `attribution`: the visit (none under DNT/GPC) and the page it is sent from. */
export const visitAttribution = (): Attribution => ({
  ...(noTracking() ? {} : stored()),
  sent_from: location.pathname,
});
