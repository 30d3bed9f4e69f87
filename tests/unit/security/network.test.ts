import { describe, expect, it } from "vitest";
import { networkKey } from "@/lib/security/network";

describe("networkKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.0/24"],
    ["203.0.113.250", "203.0.113.0/24"],
    ["0.0.0.0", "0.0.0.0/24"],
    ["255.255.255.255", "255.255.255.0/24"],
    ["  198.51.100.7 ", "198.51.100.0/24"],
    ["198.51.100.7:51234", "198.51.100.0/24"],
  ])("puts IPv4 %j in its /24", (address, key) => {
    expect(networkKey(address)).toBe(key);
  });

  it("tells neighbouring /24 networks apart", () => {
    expect(networkKey("203.0.113.9")).not.toBe(networkKey("203.0.114.9"));
  });

  it.each([
    ["2001:db8:0:1::1", "2001:db8:0:1::/64"],
    ["2001:db8:0:1:ffff:ffff:ffff:ffff", "2001:db8:0:1::/64"],
    ["2001:0DB8:0000:0001:0000:0000:0000:0001", "2001:db8:0:1::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["fe80::abcd%25", "fe80:0:0:0::/64"],
    ["[2001:db8:0:1::1]", "2001:db8:0:1::/64"],
    ["[2001:db8:0:1::1]:443", "2001:db8:0:1::/64"],
    ["1:2:3:4:5:6:7:8", "1:2:3:4::/64"],
    ["1:2:3:4::", "1:2:3:4::/64"],
    ["1:2:3:4:5:6:192.0.2.1", "1:2:3:4::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("puts IPv6 %j in its /64", (address, key) => {
    expect(networkKey(address)).toBe(key);
  });

  it("gives one key for every address and spelling of one /64", () => {
    const keys = new Set(
      ["2001:db8:aa:bb::1", "2001:db8:aa:bb:1234:5678:9abc:def0", "2001:DB8:AA:BB:0:0:0:2", "2001:0db8:00aa:00bb::ffff", "2001:db8:aa:bb::7%wlan0"].map(
        networkKey,
      ),
    );
    expect([...keys]).toEqual(["2001:db8:aa:bb::/64"]);
    expect(networkKey("2001:db8:aa:bc::1")).not.toBe("2001:db8:aa:bb::/64");
  });

  it.each([
    ["::ffff:203.0.113.9", "203.0.113.0/24"],
    ["::FFFF:203.0.113.77", "203.0.113.0/24"],
    ["0:0:0:0:0:ffff:203.0.113.9", "203.0.113.0/24"],
    ["::ffff:cb00:7109", "203.0.113.0/24"],
    ["[::ffff:203.0.113.9]:8080", "203.0.113.0/24"],
  ])("treats IPv4-mapped %j as its IPv4 address", (address, key) => {
    expect(networkKey(address)).toBe(key);
  });

  it.each([
    "",
    "local",
    "unknown",
    "203.0.113",
    "203.0.113.9.1",
    "256.0.0.1",
    "203.0.113.-1",
    "203.0.113.x",
    "1.2.3.4/24",
    "2001:db8:::1",
    "2001:db8::1::2",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7::8",
    "12345::1",
    "g::1",
    ":1:2:3:4:5:6:7",
    "1:2:3:4:5:6:7:",
    "::ffff:203.0.113.256",
    "1:2:3:4:5:6:7:1.2.3.4",
    "fe80::1%",
    "[2001:db8::1",
    "2001:db8::1]",
    "203.0.113.9, 198.51.100.1",
  ])("answers null for %j, which is not an address", (garbage) => {
    expect(networkKey(garbage)).toBeNull();
  });
});
