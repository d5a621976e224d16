import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "./client-address.server.ts";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/forms/contact", { headers });

describe("clientAddress", () => {
  it("reads only the address our server put on the request", () => {
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientAddress(request({ "X-Forwarded-For": "1.1.1.1", "X-Real-IP": "198.51.100.4" }))).toBe("unknown");
  });
});
