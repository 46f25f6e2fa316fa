import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it.each([
    ["false", false],
    ["true", true],
    ["0", 0],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["loopback, uniquelocal", ["loopback", "uniquelocal"]],
    ["10.0.0.0/8,192.168.1.10", ["10.0.0.0/8", "192.168.1.10"]],
    [" 203.0.113.5 , 2001:db8::/32 , linklocal ", ["203.0.113.5", "2001:db8::/32", "linklocal"]],
    ["::1", ["::1"]],
    ["0.0.0.0/0", ["0.0.0.0/0"]],
  ])("%j → %j", (text, value) => {
    expect(parseTrustProxy(text)).toEqual({ value });
  });

  it.each([
    ["maybe", '"maybe" is not an IP address'],
    ["loopback, proxy.internal", '"proxy.internal" is not an IP address'],
    ["10.0.0.0/33", "prefix length outside 0-32"],
    ["2001:db8::/129", "prefix length outside 0-128"],
    ["10.0.0.0/8/1", '"10.0.0.0/8/1" is not'],
    ["10.0.0.0/x", "prefix length"],
    ["256.1.1.1", '"256.1.1.1" is not'],
    [",", "must be false"],
  ])("refuses %j", (text, message) => {
    const result = parseTrustProxy(text);
    expect("problem" in result && result.problem).toContain(message);
  });
});
