import { describe, expect, it } from "vitest";
import { localeFromPath, localizedPath, unlocalizedPath } from "./locale.ts";

describe("locale paths", () => {
  it("reads the locale from the first segment", () => {
    expect(localeFromPath("/nl")).toBe("nl");
    expect(localeFromPath("/nl/pricing")).toBe("nl");
    expect(localeFromPath("/pricing")).toBe("en");
    expect(localeFromPath("/nlx")).toBe("en");
    expect(localeFromPath("/en/pricing")).toBe("en");
  });

  it("builds and strips prefixes", () => {
    expect(localizedPath("nl", "/")).toBe("/nl");
    expect(localizedPath("nl", "/app/dashboard")).toBe("/nl/app/dashboard");
    expect(localizedPath("en", "/app")).toBe("/app");
    expect(unlocalizedPath("/nl/app")).toBe("/app");
    expect(unlocalizedPath("/nl")).toBe("/");
    expect(unlocalizedPath("/blog/x")).toBe("/blog/x");
  });
});
