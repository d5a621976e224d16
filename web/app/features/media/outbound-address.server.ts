import { isIP } from "node:net";
import type { ImageReason } from "./image-refused.server";

export type LookupHost = (hostname: string) => Promise<string[]>;
/** Why an address may not be reached, or undefined when it may. */
export type ForbiddenReason = (address: string) => ImageReason | undefined;

/**
 * The address an outbound request (image fetch, webhook delivery) may connect to, or why it may
 * not: the host is resolved once and every address checked (one bad address refuses, since a
 * round-robin name could hand it out next time); the caller connects to the returned address, so
 * DNS cannot rebind in between. Hosts named in `allowHosts` (`host` or `host:port`,
 * OUTBOUND_ALLOW_HOSTS) skip the rules, for self-hosted networks.
 */
export async function resolveOutboundAddress(options: {
  url: URL;
  lookup: LookupHost;
  forbidden: ForbiddenReason;
  allowHosts: string[];
}): Promise<{ address: string } | { reason: ImageReason }> {
  const { url, lookup } = options;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const allowed = isAllowedHost(url, options.allowHosts);
  const unresolved: ImageReason = { key: "doesNotResolve", params: { host }, english: `${host} does not resolve` };
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    if (!allowed && /(^|\.)(localhost|local|internal|home\.arpa)\.?$/i.test(host))
      return { reason: { key: "localName", params: { host }, english: `${host} is a local name` } };
    try {
      addresses = await lookup(host);
    } catch {
      return { reason: unresolved };
    }
  }
  if (addresses.length === 0) return { reason: unresolved };
  if (!allowed) {
    for (const address of addresses) {
      const reason = options.forbidden(address);
      if (reason) return { reason };
    }
  }
  return { address: addresses[0] };
}

function isAllowedHost(url: URL, allowHosts: string[]): boolean {
  if (allowHosts.length === 0) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowHosts.includes(host) || allowHosts.includes(`${host}:${port}`);
}
