import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { AppError } from "@paperjet/contracts";
import { forbiddenAddressReason } from "./forbidden-address.server";
import { resolveOutboundAddress, type ForbiddenReason, type LookupHost } from "./outbound-address.server";

export type { ForbiddenReason, LookupHost };
import { imageRefused, type ImageReason } from "./image-refused.server";
import { sniffImageType } from "./sniff-image-type.server";

export interface RemoteImage {
  contentType: string;
  bytes: Buffer;
}

export const defaultLookup: LookupHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

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
  forbiddenReason?: ForbiddenReason;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** OUTBOUND_ALLOW_HOSTS: `host` or `host:port` exempt from the address rules. */
  allowHosts?: string[];
}): Promise<RemoteImage> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  const lookup = options.lookup ?? defaultLookup;
  const forbidden = options.forbiddenReason ?? forbiddenAddressReason;
  let url = parseImageUrl(options.url);
  for (let redirects = 0; ; redirects++) {
    const checked = await resolveOutboundAddress({ url, lookup, forbidden, allowHosts: options.allowHosts ?? [] });
    if ("reason" in checked) throw imageRefused(url.href, checked.reason);
    const address = checked.address;
    const response = await requestOnce(url, address, deadline, maxBytes);
    if ("redirect" in response) {
      if (redirects >= maxRedirects)
        throw imageRefused(options.url, {
          key: "tooManyRedirects",
          params: { max: maxRedirects },
          english: `more than ${maxRedirects} redirects`,
        });
      url = parseImageUrl(new URL(response.redirect, url).toString());
      continue;
    }
    return response;
  }
}

function parseImageUrl(raw: string): URL {
  let url: URL;
  try {
    // WHATWG parsing canonicalises decimal, octal and hex IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1).
    url = new URL(raw);
  } catch {
    throw imageRefused(raw, { key: "notUrl", english: "not a valid URL" });
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw imageRefused(raw, {
      key: "schemeNotAllowed",
      params: { scheme: url.protocol },
      english: `the ${url.protocol} scheme is not allowed`,
    });
  if (url.username || url.password) throw imageRefused(raw, { key: "credentials", english: "credentials in the URL are not allowed" });
  return url;
}

type HopResult = RemoteImage | { redirect: string };

const TIME_LIMIT: ImageReason = { key: "timeLimit", english: "it took longer than the time limit" };

function requestOnce(url: URL, address: string, deadline: number, maxBytes: number): Promise<HopResult> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(imageRefused(url.href, TIME_LIMIT));
  const tooLarge: ImageReason = {
    key: "tooLarge",
    params: { max: maxBytes / 1024 / 1024 },
    english: `it is larger than ${maxBytes / 1024 / 1024} MB`,
  };
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
    const timer = setTimeout(() => request.destroy(imageRefused(url.href, TIME_LIMIT)), remaining);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof AppError ? error : downloadFailed(url, error));
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
        return fail(imageRefused(url.href, { key: "httpStatus", params: { status }, english: `the server answered ${status}` }));
      }
      const declaredType = String(response.headers["content-type"] ?? "")
        .split(";")[0]
        .trim()
        .toLowerCase();
      if (!declaredType.startsWith("image/")) {
        response.destroy();
        const reason: ImageReason = declaredType
          ? { key: "notImageType", params: { type: declaredType }, english: `its content type is ${declaredType}, not an image` }
          : { key: "missingType", english: "its content type is missing, not an image" };
        return fail(imageRefused(url.href, reason));
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        response.destroy();
        return fail(imageRefused(url.href, tooLarge));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          fail(imageRefused(url.href, tooLarge));
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
        if (!contentType)
          return reject(imageRefused(url.href, { key: "notImageBytes", english: "its bytes are not a PNG, JPEG, GIF, WebP or SVG image" }));
        resolve({ contentType, bytes });
      });
    });
    request.end();
  });
}

// Node's own message stays as it is, in every language.
function downloadFailed(url: URL, error: unknown) {
  const message = (error as Error).message;
  return imageRefused(url.href, { key: "downloadFailed", params: { message }, english: `the download failed (${message})` });
}
