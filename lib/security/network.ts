/**
 * The network a client address belongs to, for limits that must hold across the addresses one
 * party can cheaply rotate through: an IPv4 /24 (`203.0.113.0/24`) or an IPv6 /64
 * (`2001:db8:0:1::/64`, the block a single home or server line gets, so counting its addresses one
 * by one limits nothing). An IPv4-mapped IPv6 address (`::ffff:203.0.113.9`) is its IPv4 address.
 * The same network always gives the same key, however the address was written (leading zeros, `::`,
 * upper case, zone id, brackets or a port appended by a proxy). Null for anything that is not an
 * address, such as the `"local"` clientIp answers without a proxy header.
 */
export function networkKey(address: string): string | null {
  const text = stripPort(address.trim());
  const v4 = parseIPv4(text);
  if (v4) return ipv4Network(v4);
  const v6 = parseIPv6(text);
  if (!v6) return null;
  if (isIPv4Mapped(v6)) return ipv4Network([v6[6]! >> 8, v6[6]! & 0xff, v6[7]! >> 8, v6[7]! & 0xff]);
  return `${v6
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(":")}::/64`;
}

const ipv4Network = (octets: number[]) => `${octets[0]}.${octets[1]}.${octets[2]}.0/24`;

/** `[2001:db8::1]:443` → `2001:db8::1`, `203.0.113.9:443` → `203.0.113.9`; anything else unchanged. */
function stripPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^([\d.]+):\d{1,5}$/.exec(text);
  return v4WithPort ? v4WithPort[1]! : text;
}

function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return octets.every((o) => o <= 255) ? octets : null;
}

/** Eight 16-bit groups, or null. Accepts one `::`, a dotted IPv4 tail and a `%zone` suffix. */
function parseIPv6(text: string): number[] | null {
  const zone = text.indexOf("%");
  if (zone === text.length - 1) return null;
  let head = zone === -1 ? text : text.slice(0, zone);
  const lastColon = head.lastIndexOf(":");
  if (lastColon === -1) return null;
  const tail: number[] = [];
  if (head.includes(".", lastColon)) {
    const v4 = parseIPv4(head.slice(lastColon + 1));
    if (!v4) return null;
    tail.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    // `::ffff:1.2.3.4` → `::ffff`, but `::1.2.3.4` keeps its `::`.
    head = head.endsWith("::", lastColon + 1) ? head.slice(0, lastColon + 1) : head.slice(0, lastColon);
  }
  const halves = head.split("::");
  if (halves.length > 2) return null;
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  if (!left || !right) return null;
  const filled = left.length + right.length + tail.length;
  if (halves.length === 1) return filled === 8 ? [...left, ...tail] : null;
  // `::` stands for at least one group of zeros.
  return filled <= 7 ? [...left, ...new Array<number>(8 - filled).fill(0), ...right, ...tail] : null;
}

/** `2001:db8` → [0x2001, 0xdb8]; "" → []; null when a group is empty or not 1 to 4 hex digits. */
function groups(part: string): number[] | null {
  if (part === "") return [];
  const hex = part.split(":");
  return hex.every((g) => /^[\da-f]{1,4}$/i.test(g)) ? hex.map((g) => parseInt(g, 16)) : null;
}

/** `::ffff:0:0/96`: an IPv4 client seen through a dual-stack socket. */
function isIPv4Mapped(words: number[]): boolean {
  return words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff;
}
