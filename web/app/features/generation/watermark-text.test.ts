import { describe, expect, it } from "vitest";
import { watermarkText } from "./watermark-text";

describe("watermarkText", () => {
  it("says a test is a test, and a plan's limit in the document's language", () => {
    expect(watermarkText({ test: true, planName: "Free", documentLocale: "nl-NL" })).toBe("PAPERJET · TEST");
    expect(watermarkText({ test: false, planName: "Free" })).toBe("Free plan limit reached — upgrade to remove");
    expect(watermarkText({ test: false, planName: "Basic", documentLocale: "en-GB" })).toBe("Basic plan limit reached — upgrade to remove");
    expect(watermarkText({ test: false, planName: "Free", documentLocale: "nl-NL" })).toBe(
      "Limiet van het Free-abonnement bereikt — upgrade om te verwijderen",
    );
  });
});
