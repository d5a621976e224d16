import { readFileSync } from "node:fs";
import path from "node:path";
import { FILTER_NAMES } from "@paperjet/template";
import { describe, expect, it } from "vitest";
import { FILTER_EXAMPLES, filterExampleOutput } from "./filter-examples.ts";

const app = (lang: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../public/locales/${lang}/app.json`), "utf8")) as {
    help: { filter: Record<string, { usage: string; description: string }> };
  };

describe("the Help page's filter reference", () => {
  it("has one worked example for every filter, and no other", () => {
    expect(FILTER_EXAMPLES.map((e) => e.name).sort()).toEqual([...FILTER_NAMES].sort());
  });

  it("uses the filter it documents", () => {
    for (const example of FILTER_EXAMPLES) expect(example.expression).toMatch(new RegExp(`\\| ${example.name}\\b`));
  });

  it("describes every filter in English and Dutch", () => {
    for (const lang of ["en", "nl"]) {
      for (const name of FILTER_NAMES) {
        expect(app(lang).help.filter[name]?.usage, `${lang} ${name}`).toBeTruthy();
        expect(app(lang).help.filter[name]?.description, `${lang} ${name}`).toBeTruthy();
      }
    }
  });

  it("prints what the real filters print, as in Britain and in the Netherlands", () => {
    const outputs = (locale: string) => Object.fromEntries(FILTER_EXAMPLES.map((e) => [e.name, filterExampleOutput(e, locale)]));
    expect(outputs("en-GB")).toEqual({
      number: "1,234.57",
      currency: "€1,234.50",
      percent: "25.6%",
      date: "3 November 2026",
      upper: "ZOË DE VRIES",
      lower: "acme b.v.",
      default: "—",
      sum: "€200.50",
      count: "2",
      map: "Design, Print",
    });
    expect(outputs("nl-NL")).toMatchObject({
      number: "1.234,57",
      currency: "€ 1.234,50",
      percent: "25,6%",
      date: "3 november 2026",
      sum: "€ 200,50",
    });
  });
});
