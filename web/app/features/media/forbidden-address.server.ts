import { BlockList, isIP } from "node:net";
import ipaddr from "ipaddr.js";
import type { ImageReason } from "./image-refused.server";

// Addresses an image fetch must never reach: this host, private networks, link-local (cloud
// metadata at 169.254.169.254 / fd00:ec2::254), CGNAT (incl. 100.100.100.200), multicast,
// documentation and reserved ranges.
const v4 = new BlockList();
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
  v4.addSubnet(net, bits, "ipv4");

const v6 = new BlockList();
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["64:ff9b:1::", 48],
] as const)
  v6.addSubnet(net, bits, "ipv6");

/**
 * IPv6 ranges (as ipaddr.js names them) that carry an IPv4 address the packet ends up at, and where
 * it sits: IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96 (RFC 6145), NAT64
 * 64:ff9b::/96 (RFC 6052) and 6to4 2002::/16. IPv4-compatible ::/96 has no name there (below);
 * Teredo (2001::/32) is refused whole by the 2001::/23 block above.
 */
const EMBEDDED_IPV4_AT: Record<string, number> = { ipv4Mapped: 12, rfc6145: 12, rfc6052: 12, "6to4": 2 };

/**
 * Why an IP literal may not be fetched (worded in api.json, `imageReasons.<key>`, so a refusal can be
 * given in the caller's language), or undefined when it is a public unicast address.
 */
export function forbiddenAddressReason(address: string): ImageReason | undefined {
  const reserved = (a: string): ImageReason => ({
    key: "reservedAddress",
    params: { address: a },
    english: `${a} is a private, loopback, link-local or reserved address`,
  });
  const family = isIP(address);
  if (family === 4) return v4.check(address, "ipv4") ? reserved(address) : undefined;
  const text = address.replace(/^\[|\]$/g, "");
  if (family !== 6 && !ipaddr.IPv6.isValid(text))
    return { key: "notIpAddress", params: { address }, english: `${address} is not an IP address` };
  const parsed = ipaddr.IPv6.parse(text);
  if (v6.check(parsed.toNormalizedString(), "ipv6")) return reserved(address);
  const bytes = parsed.toByteArray();
  const offset = EMBEDDED_IPV4_AT[parsed.range()] ?? (bytes.slice(0, 12).every((b) => b === 0) ? 12 : undefined);
  if (offset === undefined) return undefined;
  const embedded = bytes.slice(offset, offset + 4).join(".");
  // The embedded address is always a dotted quad, so the only reason it can have is a reserved range.
  if (!v4.check(embedded, "ipv4")) return undefined;
  return {
    key: "embedsReservedAddress",
    params: { address, embedded },
    english: `${address} embeds ${embedded}: ${reserved(embedded).english}`,
  };
}
