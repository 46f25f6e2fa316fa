import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:fffe", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:0:0:0:9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:1::1", "2001:db8:0:1::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:cb00:7107", "203.0.113.7"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
    ["", "unknown"],
    [undefined, "unknown"],
    ["not an address", "unknown"],
    ["1.2.3.4.5", "unknown"],
  ])("%j → %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it("gives two addresses of one /64 the same key and the next /64 another", () => {
    expect(clientKey("2001:db8:aa:bb::1")).toBe(clientKey("2001:db8:aa:bb:1234:5678:9abc:def0"));
    expect(clientKey("2001:db8:aa:bb::1")).not.toBe(clientKey("2001:db8:aa:bc::1"));
  });
});
