import { BlockList, isIP } from "node:net";
import type { ImageReason } from "./image-refused.server";

// Addresses an image fetch must never reach: this host, private networks, link-local (cloud
// metadata at 169.254.169.254 / fd00:ec2::254), CGNAT (incl. 100.100.100.200), multicast,
// documentation and reserved ranges.
const v4 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16],
  ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16],
  ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) v4.addSubnet(net, bits, "ipv4");

const v6 = new BlockList();
for (const [net, bits] of [
  ["::", 128], ["::1", 128], ["100::", 64], ["2001::", 23], ["2001:db8::", 32],
  ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8], ["64:ff9b:1::", 48],
] as const) v6.addSubnet(net, bits, "ipv6");

/**
 * Why an IP literal may not be fetched (worded in api.json, `imageReasons.<key>`, so a refusal can be
 * given in the caller's language), or undefined when it is a public unicast address.
 */
export function forbiddenAddressReason(address: string): ImageReason | undefined {
  const reserved = (a: string): ImageReason => ({ key: "reservedAddress", params: { address: a }, english: `${a} is a private, loopback, link-local or reserved address` });
  const family = isIP(address);
  if (family === 4) return v4.check(address, "ipv4") ? reserved(address) : undefined;
  if (family !== 6) return { key: "notIpAddress", params: { address }, english: `${address} is not an IP address` };
  const bytes = ipv6Bytes(address);
  const embedded = embeddedIpv4(bytes);
  if (embedded) {
    // The embedded address is always a dotted quad, so the only reason it can have is a reserved range.
    if (!v4.check(embedded, "ipv4")) return undefined;
    return { key: "embedsReservedAddress", params: { address, embedded }, english: `${address} embeds ${embedded}: ${reserved(embedded).english}` };
  }
  return v6.check(address, "ipv6") ? reserved(address) : undefined;
}

/**
 * IPv6 forms that carry an IPv4 address the packet ends up at: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(b: number[]): string | undefined {
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const quad = (o: number) => `${b[o]}.${b[o + 1]}.${b[o + 2]}.${b[o + 3]}`;
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return quad(12);
  if (zero(0, 12)) return quad(12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return quad(12);
  if (b[0] === 0x20 && b[1] === 0x02) return quad(2);
  return undefined;
}

function ipv6Bytes(address: string): number[] {
  let text = address.replace(/^\[|\]$/g, "").split("%")[0];
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two hex groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  return groups.flatMap((g) => {
    const n = parseInt(g || "0", 16);
    return [n >> 8, n & 0xff];
  });
}
