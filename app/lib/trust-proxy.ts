import { isIP } from "node:net";

/** Names Express (proxy-addr) knows for private ranges: loopback, link-local, unique-local. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

export type TrustProxy = boolean | number | string[];

/** Why one entry of a TRUST_PROXY list is not an address, a CIDR range or a range name, if it is not. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined)
    return `"${entry}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`;
  if (bits === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return `"${entry}" has a prefix length outside 0-${max}`;
  return undefined;
}

/**
 * TRUST_PROXY as Express's "trust proxy" takes it: false (no proxy), a number of proxy hops, or the
 * proxies' addresses and ranges (comma-separated; loopback, linklocal and uniquelocal name private
 * ranges). `true` believes the left-most X-Forwarded-For, which any client can write.
 */
export function parseTrustProxy(value: string): { value: TrustProxy } | { problem: string } {
  const v = value.trim();
  if (v === "true") return { value: true };
  if (v === "false") return { value: false };
  if (/^\d+$/.test(v)) return { value: Number(v) };
  const entries = v
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return { problem: "must be false, a number of proxy hops, or the proxies' addresses" };
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem)
      return {
        problem: `${problem}; use false, a number of hops, or a comma-separated list of the proxies' addresses`,
      };
  }
  return { value: entries };
}
