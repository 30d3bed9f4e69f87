import { describe, expect, it } from "vitest";
import { hostKind, hostOf, parseIPv4, parseIPv6, queryParamHasSecret, urlHasSecret, urlsInText } from "@/lib/workflow/safety/hosts";

describe("parseIPv4: every notation a URL parser accepts", () => {
  it.each([
    ["45.77.12.9", [45, 77, 12, 9]],
    ["760024073", [45, 77, 12, 9]],
    ["0x2d4d0c09", [45, 77, 12, 9]],
    ["0X2D4D0C09", [45, 77, 12, 9]],
    ["055.0115.014.011", [45, 77, 12, 9]],
    ["0x2d.0x4d.0xc.0x9", [45, 77, 12, 9]],
    ["0x2d.77.014.9", [45, 77, 12, 9]],
    ["45.5049353", [45, 77, 12, 9]],
    ["45.77.3081", [45, 77, 12, 9]],
    ["127.1", [127, 0, 0, 1]],
    ["0", [0, 0, 0, 0]],
    ["0x", [0, 0, 0, 0]],
    ["1.2.3.4.", [1, 2, 3, 4]],
  ])("%s", (host, octets) => {
    expect(parseIPv4(host)).toEqual(octets);
  });

  it.each(["256.1.1.1", "1.2.3.256", "4294967296", "1.2.3.4.5", "08.1.1.1", "0x1g", "api.exemplo.com", "1..2", ""])("refuses %j", (host) => {
    expect(parseIPv4(host)).toBeNull();
  });
});

describe("parseIPv6", () => {
  it.each([
    ["::1", [0, 0, 0, 0, 0, 0, 0, 1]],
    ["::", [0, 0, 0, 0, 0, 0, 0, 0]],
    ["2001:db8::8a2e:370:7334", [0x2001, 0xdb8, 0, 0, 0, 0x8a2e, 0x370, 0x7334]],
    ["::ffff:203.0.113.9", [0, 0, 0, 0, 0, 0xffff, 0xcb00, 0x7109]],
    ["::ffff:cb00:7109", [0, 0, 0, 0, 0, 0xffff, 0xcb00, 0x7109]],
    ["fe80::1%eth0", [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
    ["1:2:3:4:5:6:7:8", [1, 2, 3, 4, 5, 6, 7, 8]],
    ["1:2:3:4:5:6:1.2.3.4", [1, 2, 3, 4, 5, 6, 0x102, 0x304]],
  ])("%s", (host, groups) => {
    expect(parseIPv6(host)).toEqual(groups);
  });

  it.each(["1:2:3:4:5:6:7:8:9", "1::2::3", "12345::", ":::", "g::1", "::1.2.3", "1:2:3:4:5:6:7"])("refuses %j", (host) => {
    expect(parseIPv6(host)).toBeNull();
  });
});

describe("hostKind: raw addresses in any notation, and names that echo an address", () => {
  it.each([
    ["http://760024073/x", "760024073", "public-ip"],
    ["http://0x2d4d0c09/x", "0x2d4d0c09", "public-ip"],
    ["http://0xb9.0307.110.153/x", "0xb9.0307.110.153", "public-ip"],
    ["http://0300.0250.0.1/", "0300.0250.0.1", "internal"],
    ["http://2130706433/", "2130706433", "internal"],
    ["http://0xa9fea9fe/latest/meta-data", "0xa9fea9fe", "metadata"],
    ["http://[::ffff:185.199.110.153]/", "::ffff:185.199.110.153", "public-ip"],
    ["http://[::ffff:b9c7:6e99]:8080/", "::ffff:b9c7:6e99", "public-ip"],
    ["http://[::ffff:7f00:1]/", "::ffff:7f00:1", "internal"],
    ["http://[64:ff9b::a9fe:a9fe]/", "64:ff9b::a9fe:a9fe", "metadata"],
    ["http://[2002:b9c7:6e99::1]/", "2002:b9c7:6e99::1", "public-ip"],
    ["http://[fd00:ec2::254]/", "fd00:ec2::254", "metadata"],
    ["http://[fe80::1%25eth0]/", "fe80::1", "internal"],
    ["http://[2001:db8::1]/", "2001:db8::1", "public-ip"],
    ["https://185.199.110.153.nip.io/x", "185.199.110.153.nip.io", "public-ip"],
    ["https://10-0-0-1.sslip.io/", "10-0-0-1.sslip.io", "public-ip"],
    ["http://app.localtest.me/", "app.localtest.me", "public-ip"],
    ["http://xip.io/", "xip.io", "public-ip"],
    ["https://api.v2/", "api.v2", "normal"],
    ["https://nip.io.exemplo.com.br/", "nip.io.exemplo.com.br", "normal"],
  ])("%s", (url, host, kind) => {
    expect(hostOf(url)).toBe(host);
    expect(hostKind(host)).toBe(kind);
  });

  it("finds numeric hosts inside code too", () => {
    expect(urlsInText("fetch('http://3405803785/coleta')").map((u) => u.host)).toEqual(["3405803785"]);
  });

  it("only takes a plain dotted address from a field without a scheme", () => {
    expect(hostOf("45.77.12.9:80/x", true)).toBe("45.77.12.9");
    expect(hostOf("760024073", true)).toBeNull();
    expect(hostOf("12-34", true)).toBeNull();
  });
});

describe("secrets in URLs", () => {
  it.each([
    "https://maps.exemplo.com/api?address=x&key=9f8e7d6c5b4a3928172635445362718a",
    "https://api.exemplo.com/v1?key=AIzaSyD-1234567890abcdefghijklmnopqrstu",
    "https://api.exemplo.com/v1?api_key=abcdEFGH1234",
    "https://api.exemplo.com/v1?apiKey=abcdEFGH1234",
    "https://conta.blob.core.windows.net/c/a.txt?sv=2022-11-02&sig=Xy9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ5a%3D",
    "https://hooks.slack.com/services/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",
    "https://hooks.slack.com/workflows/T04ABCD12/A05EFGH34/123456789012345678/q1w2e3r4t5y6u7i8o9p0a1s2",
    "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ab",
  ])("finds the credential in %s", (url) => {
    expect(urlHasSecret(url)).toBe(true);
  });

  it.each([
    "https://api.exemplo.com/v1?key=pedidos",
    "https://api.exemplo.com/v1?key=ordenar-por-data-de-criacao",
    "https://api.exemplo.com/v1?key=YOUR_API_KEY_1234",
    "https://api.exemplo.com/v1?key={{ $json.chave }}",
    "https://api.exemplo.com/v1?key=\u0000abcdef1234567890",
    "https://hooks.slack.com/services/YOUR/WEBHOOK/URL",
    "https://api.exemplo.com/v1?monkey=abc123def456ghi789",
  ])("leaves %s alone", (url) => {
    expect(urlHasSecret(url)).toBe(false);
  });

  it("applies the same rule to query parameters kept apart from the URL", () => {
    expect(queryParamHasSecret("key", "c0t4c40x7Kp2mN9qR4sT8vW1")).toBe(true);
    expect(queryParamHasSecret("key", "nome-da-planilha")).toBe(false);
    expect(queryParamHasSecret("api_key", "abcdEFGH1234")).toBe(true);
  });
});
