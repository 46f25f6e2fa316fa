import { isIPv4, isIPv6 } from "node:net";

/** Expands an IPv6 address (no zone) to its eight 16-bit groups, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  // A dotted IPv4 tail (::ffff:1.2.3.4) is two more groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const part = (s: string) => (s ? s.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return undefined;
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * The key per-client limits count under. An IPv4 address is itself; an IPv6 address stands for its
 * /64, because one subscriber usually holds a whole /64 and could otherwise take a fresh address per
 * try. IPv4-mapped IPv6 (::ffff:1.2.3.4, as a dual-stack socket reports IPv4 clients) is the IPv4
 * address. Anything else (no address at all) is one shared key, so it is still limited.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? "").trim().toLowerCase().replace(/%.*$/, "");
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return "unknown";
  const g = ipv6Groups(address);
  if (!g) return "unknown";
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff].join(".");
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(":")}::/64`;
}
