import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { AppError } from "@paperjet/contracts";
import { forbiddenAddressReason } from "./forbidden-address.server";
import { sniffImageType } from "./sniff-image-type.server";

export type LookupHost = (hostname: string) => Promise<string[]>;

export interface RemoteImage {
  contentType: string;
  bytes: Buffer;
}

const defaultLookup: LookupHost = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Fetches an image for a template under SSRF rules: http(s) only, no
 * credentials; the host is resolved once, every address is checked (private,
 * loopback, link-local, CGNAT, multicast, metadata and their IPv6 wrappings),
 * and the connection goes to that checked address, so DNS cannot rebind in
 * between. At most 3 redirects, each checked again; image types only; size
 * and time limits. Any refusal happens before a connection is made.
 */
export async function fetchRemoteImage(options: {
  url: string;
  lookup?: LookupHost;
  forbiddenReason?: (address: string) => string | undefined;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}): Promise<RemoteImage> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  const lookup = options.lookup ?? defaultLookup;
  const forbidden = options.forbiddenReason ?? forbiddenAddressReason;
  let url = parseImageUrl(options.url);
  for (let redirects = 0; ; redirects++) {
    const address = await resolveAllowedAddress(url, lookup, forbidden);
    const response = await requestOnce(url, address, deadline, maxBytes);
    if ("redirect" in response) {
      if (redirects >= maxRedirects) throw refused(options.url, `more than ${maxRedirects} redirects`);
      url = parseImageUrl(new URL(response.redirect, url).toString());
      continue;
    }
    return response;
  }
}

function refused(source: string, why: string) {
  return new AppError("validation_failed", `The image ${truncate(source)} cannot be used: ${why}.`, { errors: { images: [`${truncate(source)}: ${why}`] } });
}

const truncate = (s: string) => (s.length > 120 ? `${s.slice(0, 117)}...` : s);

function parseImageUrl(raw: string): URL {
  let url: URL;
  try {
    // WHATWG parsing canonicalises decimal, octal and hex IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1).
    url = new URL(raw);
  } catch {
    throw refused(raw, "not a valid URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refused(raw, `the ${url.protocol} scheme is not allowed`);
  if (url.username || url.password) throw refused(raw, "credentials in the URL are not allowed");
  return url;
}

async function resolveAllowedAddress(url: URL, lookup: LookupHost, forbidden: (a: string) => string | undefined): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    if (/(^|\.)(localhost|local|internal|home\.arpa)\.?$/i.test(host)) throw refused(url.href, `${host} is a local name`);
    try {
      addresses = await lookup(host);
    } catch {
      throw refused(url.href, `${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw refused(url.href, `${host} does not resolve`);
  // One bad address is enough to refuse: a round-robin name could hand it out next time.
  for (const address of addresses) {
    const reason = forbidden(address);
    if (reason) throw refused(url.href, reason);
  }
  return addresses[0];
}

type HopResult = RemoteImage | { redirect: string };

function requestOnce(url: URL, address: string, deadline: number, maxBytes: number): Promise<HopResult> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(refused(url.href, "it took longer than the time limit"));
  const secure = url.protocol === "https:";
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise<HopResult>((resolve, reject) => {
    const request = (secure ? https : http).request({
      host: address,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: "GET",
      agent: false,
      headers: { Host: url.host, Accept: "image/*", "User-Agent": "Paperjet-ImageFetcher/1" },
      // TLS verifies the certificate against the name, while TCP goes to the checked address.
      ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
    });
    const timer = setTimeout(() => request.destroy(refused(url.href, "it took longer than the time limit")), remaining);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof AppError ? error : refused(url.href, `the download failed (${(error as Error).message})`));
    };
    request.on("error", fail);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
        response.resume();
        clearTimeout(timer);
        resolve({ redirect: response.headers.location });
        return;
      }
      if (status !== 200) {
        response.resume();
        return fail(refused(url.href, `the server answered ${status}`));
      }
      const declaredType = String(response.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
      if (!declaredType.startsWith("image/")) {
        response.destroy();
        return fail(refused(url.href, `its content type is ${declaredType || "missing"}, not an image`));
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        response.destroy();
        return fail(refused(url.href, `it is larger than ${maxBytes / 1024 / 1024} MB`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          fail(refused(url.href, `it is larger than ${maxBytes / 1024 / 1024} MB`));
          return;
        }
        chunks.push(chunk);
      });
      response.on("error", fail);
      response.on("end", () => {
        clearTimeout(timer);
        if (size > maxBytes) return;
        const bytes = Buffer.concat(chunks);
        const contentType = sniffImageType(bytes);
        if (!contentType) return reject(refused(url.href, "its bytes are not a PNG, JPEG, GIF, WebP or SVG image"));
        resolve({ contentType, bytes });
      });
    });
    request.end();
  });
}
