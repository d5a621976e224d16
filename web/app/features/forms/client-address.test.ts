import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.server";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/forms/contact", { headers });

describe("clientAddress", () => {
  it("uses the entry our proxy appended, not what the client claimed", () => {
    expect(clientAddress(request({ "X-Forwarded-For": "1.1.1.1, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientAddress(request({ "X-Real-IP": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddress(request({}))).toBe("direct");
  });
});
