import { describe, expect, it } from "vitest";
import i18next from "./i18next.server";

describe("numbers in translated texts", () => {
  it("are written as the app writes numbers, in the text's language", async () => {
    const en = await i18next.getFixedT("en", "app");
    const nl = await i18next.getFixedT("nl", "app");
    expect(en("billing.usage", { used: 1234, allowance: 10000 })).toBe("1,234 of 10,000 PDFs used this month");
    expect(nl("billing.usage", { used: 1234, allowance: 10000 })).toBe("1.234 van 10.000 pdf's gebruikt deze maand");
    // A count chooses the plural form and is written like any other number.
    expect(nl("dashboard.results", { count: 2500, query: "factuur" })).toBe("2.500 templates gevonden voor ‘factuur’");
    expect(en("dashboard.results", { count: 1, query: "invoice" })).toBe("1 template found for “invoice”");
  });

  it("leave a value that is not a number as it is", async () => {
    const en = await i18next.getFixedT("en", "app");
    expect(en("billing.usage", { used: "many", allowance: "10k" })).toBe("many of 10k PDFs used this month");
  });
});
