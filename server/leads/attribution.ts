import type { LeadAttributionInfo } from "~/features/admin/leads/lead-sources-types";
import { z } from "~/lib/zod";

/**
 * Where a lead came from, as stored with it: the first page of the visit, the external site that sent
 * the visitor (host only), the UTM parameters of the landing address, and the page the form was sent
 * from. The browser reports it (app/lib/visit-attribution.ts); it is shown to the team and counted in
 * Analytics, and trusted for nothing else.
 */
export interface LeadAttribution {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  sent_from: string | null;
}

export const NO_ATTRIBUTION: LeadAttribution = {
  landing_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  sent_from: null,
};

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A path of this site, without query or fragment: `/services`; never `//other.site` or `/\other`. */
export function sitePathOf(value: string): string | null {
  const path = value.replace(/[?#].*$/s, "");
  if (!path.startsWith("/") || path.length > 512 || /^\/[/\\]/.test(path) || /[\s\\<>"]/.test(path)) return null;
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** A hostname, lower-cased and without `www.`: `www.LinkedIn.com` → `linkedin.com`; anything else null. */
export function hostnameOf(value: string): string | null {
  const host = value.trim().toLowerCase().replace(/\.$/, "");
  return HOSTNAME.test(host) ? host.replace(/^www\./, "") : null;
}

/** A UTM value: trimmed, 1-100 printable characters; source, medium and campaign lower-cased so `LinkedIn` and `linkedin` count as one. */
function utmOf(lower: boolean) {
  return z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^\p{Cc}]+$/u)
    .transform((v) => (lower ? v.toLowerCase() : v));
}

/** Optional, and dropped (undefined) when invalid rather than failing the whole object. */
export const dropped = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
/** utm_source or utm_campaign as stored: trimmed, lower-cased, 1-100 printable characters. */
export const utmKey = () => utmOf(true);
/** A string that `clean` turns into its stored form, or refuses with null. */
const cleaned = (max: number, clean: (v: string) => string | null) =>
  z
    .string()
    .max(max)
    .transform((v, ctx) => {
      const out = clean(v);
      if (out === null) ctx.addIssue({ code: "custom", message: "Not accepted." });
      return out ?? "";
    });
const path = cleaned(2048, sitePathOf);
const host = cleaned(260, hostnameOf);

/** What a form may send as `attribution`: each field checked on its own; a bad field is dropped, never the lead. */
export const AttributionSchema = z.object({
  landing_page: dropped(path),
  referrer_host: dropped(host),
  utm_source: dropped(utmOf(true)),
  utm_medium: dropped(utmOf(true)),
  utm_campaign: dropped(utmOf(true)),
  utm_term: dropped(utmOf(false)),
  utm_content: dropped(utmOf(false)),
  sent_from: dropped(path),
});

/** What the request itself says: its same-site Referer path, and whether it asks not to be tracked. */
export interface RequestSignals {
  refererPage: string | null;
  /** `DNT: 1` or `Sec-GPC: 1`: the lead keeps only the page it was sent from. */
  noTracking: boolean;
}

/** The signals of an HTTP request, its Referer checked against our own hosts. */
export function requestSignals(
  header: (name: string) => string | undefined,
  ownHosts: readonly (string | undefined)[],
) {
  return {
    refererPage: refererPath(header("referer"), ownHosts),
    noTracking: header("dnt")?.trim() === "1" || header("sec-gpc")?.trim() === "1",
  } satisfies RequestSignals;
}

/**
 * The attribution to store from what the browser sent (anything: a bad value is dropped, a missing
 * or broken object is no attribution) and, as the page it was sent from when the browser did not say,
 * the same-site path of the request's `Referer` (a form sent without JavaScript). A request that asks
 * not to be tracked keeps that page only, whatever it sent.
 */
export function leadAttribution(
  sent: unknown,
  { refererPage = null, noTracking = false }: Partial<RequestSignals> = {},
): LeadAttribution {
  const parsed = AttributionSchema.safeParse(sent && typeof sent === "object" ? sent : {});
  const a = parsed.success ? parsed.data : {};
  if (noTracking) return { ...NO_ATTRIBUTION, sent_from: a.sent_from ?? refererPage };
  return {
    landing_page: a.landing_page ?? null,
    referrer_host: a.referrer_host ?? null,
    utm_source: a.utm_source ?? null,
    utm_medium: a.utm_medium ?? null,
    utm_campaign: a.utm_campaign ?? null,
    utm_term: a.utm_term ?? null,
    utm_content: a.utm_content ?? null,
    sent_from: a.sent_from ?? refererPage,
  };
}

/** The path of a `Referer` from one of our own hosts (`host` or `host:port`), else null. */
export function refererPath(referer: string | null | undefined, ownHosts: readonly (string | null | undefined)[]) {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const own = ownHosts.filter(Boolean).map((h) => String(h).toLowerCase());
  return own.includes(url.host.toLowerCase()) ? sitePathOf(url.pathname) : null;
}

/** A lead's source as Analytics counts it: utm_source, else the referring site, else "" (direct). */
export function leadSource(a: { utm_source?: string | null; referrer_host?: string | null }): string {
  return a.utm_source || a.referrer_host || "";
}

/** A stored lead's attribution as the admin shows it. */
export function attributionInfo(lead: Partial<Record<keyof LeadAttribution, string | null>>): LeadAttributionInfo {
  return {
    landingPage: lead.landing_page ?? null,
    referrerHost: lead.referrer_host ?? null,
    utmSource: lead.utm_source ?? null,
    utmMedium: lead.utm_medium ?? null,
    utmCampaign: lead.utm_campaign ?? null,
    utmTerm: lead.utm_term ?? null,
    utmContent: lead.utm_content ?? null,
    sentFrom: lead.sent_from ?? null,
  };
}
