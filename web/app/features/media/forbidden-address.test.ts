import { describe, expect, it } from "vitest";
import { forbiddenAddressReason } from "./forbidden-address.server";

describe("forbiddenAddressReason: IPv6 forms that embed an IPv4 address", () => {
  it.each([
    ["::ffff:0:7f00:1", "127.0.0.1"], // IPv4-translated (RFC 6145)
    ["::ffff:0:10.0.0.1", "10.0.0.1"], // IPv4-translated, dotted
    ["::ffff:7f00:1", "127.0.0.1"], // IPv4-mapped
    ["[::ffff:169.254.169.254]", "169.254.169.254"], // IPv4-mapped, bracketed as in a URL
    ["::7f00:1", "127.0.0.1"], // IPv4-compatible
    ["64:ff9b::a9fe:a9fe", "169.254.169.254"], // NAT64
    ["2002:c0a8:101::", "192.168.1.1"], // 6to4
  ])("refuses %s, which embeds %s", (address, embedded) => {
    expect(forbiddenAddressReason(address)).toMatchObject({ key: "embedsReservedAddress", params: { embedded } });
  });

  it.each(["2001:0:4136:e378:8000:63bf:3fff:fdd2", "64:ff9b:1::5db8:d822", "::1", "::", "fe80::1%eth0"])(
    "refuses %s as reserved",
    (address) => {
      expect(forbiddenAddressReason(address)?.key).toBe("reservedAddress");
    },
  );

  it.each(["::ffff:0:5db8:d822", "::ffff:5db8:d822", "64:ff9b::5db8:d822", "2002:5db8:d822::", "2606:4700::1111"])(
    "lets %s through (public)",
    (address) => {
      expect(forbiddenAddressReason(address)).toBeUndefined();
    },
  );
});
