// Which addresses a consultant's calendar feed may be read from: public unicast only. A feed URL is
// typed by a user, so it could point the server at itself, the cloud's metadata service or the office
// network (SSRF); the check runs on every address the host name resolves to, right before connecting
// (feed-fetch.ts connects to the very address checked, so a DNS answer that changes in between, the
// rebinding trick, cannot slip a private address in).
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
// IPv4: "this network", private, shared (CGNAT), loopback, link-local (cloud metadata), IETF and
// documentation ranges, benchmarking, multicast, reserved and broadcast.
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, bits, "ipv4");
// IPv6: unspecified and loopback, IPv4-compatible/mapped and NAT64 (they reach IPv4, judged as IPv4 below
// when mapped, refused otherwise), discard, IETF, documentation, 6to4, unique-local, link-local, multicast.
for (const [net, bits] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, bits, "ipv6");

const MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** True for a public unicast IPv4 or IPv6 address; false for anything else, a non-address included. */
export function isPublicAddress(address: string): boolean {
  const mapped = MAPPED.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family === 6) {
    // IPv4-mapped written in hex (::ffff:7f00:1) and every other ::ffff:0:0/96 address.
    if (/^::ffff:/i.test(address)) return false;
    return !blocked.check(address, "ipv6");
  }
  return false;
}
