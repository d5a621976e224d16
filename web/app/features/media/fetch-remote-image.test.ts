import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRemoteImage } from "./fetch-remote-image.server";
import { forbiddenAddressReason } from "./forbidden-address.server";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

/** A loopback HTTP server that counts every TCP connection it receives. */
async function countingServer(host: string, handler: http.RequestListener) {
  const server = http.createServer(handler);
  let connections = 0;
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

// 127.0.0.1 plays an internal service that must never be reached. 127.0.0.2 plays a
// public image host: the tests' policy treats that one address as public.
let internal: Awaited<ReturnType<typeof countingServer>>;
let publicHost: Awaited<ReturnType<typeof countingServer>>;
const PUBLIC = "127.0.0.2";
const policy = (address: string) => (address === PUBLIC ? undefined : forbiddenAddressReason(address));

beforeAll(async () => {
  internal = await countingServer("127.0.0.1", (_req, res) => res.writeHead(200, { "Content-Type": "image/png" }).end(PNG));
  publicHost = await countingServer(PUBLIC, (req, res) => {
    const url = new URL(req.url!, "http://x");
    const hops = Number(url.searchParams.get("hops") ?? 0);
    if (url.pathname === "/image.png") return res.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
    if (url.pathname === "/hop") return res.writeHead(302, { Location: hops > 0 ? `/hop?hops=${hops - 1}` : "/image.png" }).end();
    if (url.pathname === "/to-internal") return res.writeHead(302, { Location: `http://127.0.0.1:${internal.port}/x.png` }).end();
    if (url.pathname === "/html") return res.writeHead(200, { "Content-Type": "text/html" }).end("<html></html>");
    if (url.pathname === "/lying") return res.writeHead(200, { "Content-Type": "image/png" }).end("<html>not an image</html>");
    if (url.pathname === "/huge") {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.write(PNG);
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 12 && res.write(chunk)) sent++;
        if (sent < 12) res.once("drain", pump);
        else res.end();
      };
      return pump();
    }
    if (url.pathname === "/slow") {
      res.writeHead(200, { "Content-Type": "image/png" });
      return res.write(PNG.subarray(0, 10)); // and never ends
    }
    res.writeHead(404).end();
  });
});

afterAll(() => {
  internal.server.closeAllConnections();
  publicHost.server.closeAllConnections();
  internal.server.close();
  publicHost.server.close();
});

describe("fetchRemoteImage SSRF rules", () => {
  const spellings = (port: number) => [
    `http://127.0.0.1:${port}/x.png`,
    `http://2130706433:${port}/x.png`, // decimal
    `http://0177.0.0.1:${port}/x.png`, // octal
    `http://0x7f000001:${port}/x.png`, // hex
    `http://0x7f.0.0.1:${port}/x.png`, // mixed
    `http://127.1:${port}/x.png`, // short form
    `http://[::1]:${port}/x.png`,
    `http://[::ffff:127.0.0.1]:${port}/x.png`, // IPv4-mapped
    `http://[::ffff:7f00:1]:${port}/x.png`, // IPv4-mapped, hex groups
    `http://[64:ff9b::7f00:1]:${port}/x.png`, // NAT64
    `http://[2002:7f00:1::]:${port}/x.png`, // 6to4
    `http://[::127.0.0.1]:${port}/x.png`, // IPv4-compatible
    `http://localhost:${port}/x.png`,
    `http://foo.localhost:${port}/x.png`,
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://100.100.100.200/", // CGNAT (Alibaba metadata)
    "http://100.64.0.1/",
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://192.168.1.1/",
    "http://224.0.0.1/", // multicast
    "http://[ff02::1]/",
    "http://[fe80::1]/",
    "http://0.0.0.0/",
  ];

  it("refuses every private, loopback, link-local, CGNAT, multicast and metadata spelling without connecting", async () => {
    let lookups = 0;
    for (const url of spellings(internal.port)) {
      await expect(fetchRemoteImage({ url, lookup: async () => (lookups++, ["127.0.0.1"]) }), url).rejects.toMatchObject({ status: 422 });
    }
    // IP spellings and local names are refused before DNS, and nothing ever connected.
    expect(lookups).toBe(0);
    expect(internal.connections()).toBe(0);
  });

  it("refuses a name that resolves to a forbidden address (any of them), asking DNS once", async () => {
    const asked: string[] = [];
    const lookup = async (host: string) => (asked.push(host), ["93.184.216.34", "10.1.2.3"]);
    await expect(fetchRemoteImage({ url: "https://images.example.com/a.png", lookup })).rejects.toThrow(/10\.1\.2\.3/);
    expect(asked).toEqual(["images.example.com"]);
    const mapped = async () => ["::ffff:169.254.169.254"];
    await expect(fetchRemoteImage({ url: "https://rebind.example.com/a.png", lookup: mapped })).rejects.toThrow(/169\.254\.169\.254/);
  });

  it("refuses other schemes and credentials", async () => {
    for (const url of [
      "file:///etc/passwd",
      "javascript:alert(1)",
      "ftp://example.com/a.png",
      "gopher://example.com/",
      "https://user:pw@example.com/a.png",
    ]) {
      await expect(fetchRemoteImage({ url }), url).rejects.toMatchObject({ status: 422 });
    }
  });

  it("connects to the address it checked, not to a second DNS answer", async () => {
    let calls = 0;
    // First answer is the public host; a rebinding resolver would answer 127.0.0.1 next.
    const lookup = async () => (calls++ === 0 ? [PUBLIC] : ["127.0.0.1"]);
    const image = await fetchRemoteImage({
      url: `http://images.example.com:${publicHost.port}/image.png`,
      lookup,
      forbiddenReason: policy,
    });
    expect(image.contentType).toBe("image/png");
    expect(calls).toBe(1);
    expect(internal.connections()).toBe(0);
  });

  it("follows at most 3 redirects, checking each one", async () => {
    const base = `http://${PUBLIC}:${publicHost.port}`;
    expect((await fetchRemoteImage({ url: `${base}/hop?hops=2`, forbiddenReason: policy })).bytes.equals(PNG)).toBe(true);
    await expect(fetchRemoteImage({ url: `${base}/hop?hops=3`, forbiddenReason: policy })).rejects.toThrow(/more than 3 redirects/);
    await expect(fetchRemoteImage({ url: `${base}/to-internal`, forbiddenReason: policy })).rejects.toThrow(/127\.0\.0\.1/);
    expect(internal.connections()).toBe(0);
  });

  it("accepts image bytes only, up to 10 MB and 5 s", async () => {
    const base = `http://${PUBLIC}:${publicHost.port}`;
    await expect(fetchRemoteImage({ url: `${base}/html`, forbiddenReason: policy })).rejects.toThrow(/text\/html, not an image/);
    await expect(fetchRemoteImage({ url: `${base}/lying`, forbiddenReason: policy })).rejects.toThrow(/not a PNG/);
    await expect(fetchRemoteImage({ url: `${base}/huge`, forbiddenReason: policy })).rejects.toThrow(/larger than 10 MB/);
    const started = Date.now();
    await expect(fetchRemoteImage({ url: `${base}/slow`, forbiddenReason: policy, timeoutMs: 500 })).rejects.toThrow(
      /took longer than the time limit/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
