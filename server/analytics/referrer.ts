/** `www.example.com` and `example.com` are one site in the Top referrers table. */
const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * The host of an external page a visit came from, or null: only http(s) addresses, the host alone
 * (no path or query, which can carry personal data), and never one of our own hosts (a self-referral).
 */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = bare(url.hostname);
  if (!host || host.length > 253) return null;
  const own = ownHosts.map((h) => bare(h.replace(/:\d+$/, "")));
  return own.includes(host) ? null : host;
}
