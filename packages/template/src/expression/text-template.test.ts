import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/fixtures.ts";
import { ExpressionError } from "./errors.ts";
import { parseExpression } from "./parse-expression.ts";
import { parseTextTemplate, renderTextTemplate, usesPageNumbers } from "./text-template.ts";

const invoice = readFixture("invoice-en.data.json");
const label = readFixture("label.data.json");
const en = { locale: "en-US" };

describe("parseTextTemplate", () => {
  it("splits text and expressions, with each expression's column in the whole text", () => {
    expect(parseTextTemplate("Page {{ page }} of {{pages}}")).toMatchObject([
      { kind: "text", value: "Page " },
      { kind: "expr", source: "page", column: 9, expr: { type: "identifier", name: "page" } },
      { kind: "text", value: " of " },
      { kind: "expr", source: "pages", column: 22 },
    ]);
  });

  it("treats plain text as one segment and the empty string as none", () => {
    expect(parseTextTemplate("Thank you — ß")).toEqual([{ kind: "text", value: "Thank you — ß" }]);
    expect(parseTextTemplate("")).toEqual([]);
  });

  it("does not close on }} inside a quoted string", () => {
    const [segment] = parseTextTemplate("{{ x | default:'}}' }}");
    expect(segment).toMatchObject({ kind: "expr", source: "x | default:'}}'" });
  });

  it.each([
    ["Hello {{ name | upper:1 }}", 17, 'filter "upper" takes 0 arguments'],
    ["Line 1\nTotal: {{ a + }}", 21, "ended too early"],
    ["€ ë {{ a # }}", 10, 'unexpected character "#"'],
    ["Hi {{ name", 4, '"{{" is never closed'],
    ["Hi {{   }}", 4, "empty {{ }}"],
    ["{{ a }} and {{ b | nope }}", 20, 'unknown filter "nope"'],
  ])("%j fails at column %d", (text, column, message) => {
    try {
      parseTextTemplate(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionError);
      expect((error as ExpressionError).message).toContain(message);
      expect((error as ExpressionError).column).toBe(column);
    }
  });
});

describe("renderTextTemplate", () => {
  it("renders the invoice fixture's texts", () => {
    const render = (text: string, scope: Record<string, unknown> = invoice) => renderTextTemplate(text, scope, en);
    expect(render("{{ company.name }} — Invoice {{ invoice.number }}")).toBe("Northwind Studio — Invoice 2026-117");
    expect(render("Issued {{ invoice.date | date:'MMMM d, yyyy' }}")).toBe("Issued November 3, 2026");
    expect(render("Total due: {{ lines | sum:'total' | currency:'USD' }}")).toBe("Total due: $17,942.50");
    expect(render("{{ index + 1 }}", { index: 0 })).toBe("1");
    expect(render("{{ row.hours | number:1 }}", { row: invoice.lines[0] })).toBe("3.5");
    expect(render("{{ row.hours * row.rate | currency:'USD' }}", { row: invoice.lines[1] })).toBe("$780.00");
    expect(renderTextTemplate("Page {{ page }} of {{ pages }}", invoice, { ...en, page: 2, pages: 3 })).toBe("Page 2 of 3");
  });

  it("renders the label fixture's texts", () => {
    const text = "TO: {{ to.name | upper }}\n{{ to.street }}\n{{ to.postcode }} {{ to.city }}";
    expect(renderTextTemplate(text, label, { locale: "en-GB" })).toBe("TO: MARIEKE VAN DEN BERG\nPrinsengracht 263\n1016 GV Amsterdam");
  });

  it("renders missing values as empty text, never {{…}}, undefined or null", () => {
    const warnings: string[] = [];
    const out = renderTextTemplate("[{{ missing }}|{{ a.b.c }}|{{ nil }}|{{ page }}]", { nil: null }, en, warnings);
    expect(out).toBe("[|||]");
    expect(warnings).toEqual([]);
  });

  it("renders a failing expression empty and warns", () => {
    const warnings: string[] = [];
    expect(renderTextTemplate("a{{ 1 / zero }}b{{ name | number }}c", { zero: 0, name: "x" }, en, warnings)).toBe("abc");
    expect(warnings).toEqual(["{{ 1 / zero }}: division by zero", "{{ name | number }}: number: expected a number, got text"]);
  });

  it("renders a syntax error in an unsaved text empty and warns, without throwing", () => {
    const warnings: string[] = [];
    expect(renderTextTemplate("Hi {{ name | nope }}!", { name: "x" }, en, warnings)).toBe("Hi !");
    expect(renderTextTemplate("Hi {{ name", { name: "x" }, en, warnings)).toBe("Hi ");
    expect(warnings[0]).toContain('unknown filter "nope"');
    expect(warnings[1]).toContain("never closed");
  });

  it("renders a parsed template the same as its source", () => {
    const text = "{{ n | number:2 }} · {{ s }}";
    const scope = { n: 1234.5, s: "ł" };
    expect(renderTextTemplate(parseTextTemplate(text), scope, { locale: "de-DE" })).toBe("1.234,50 · ł");
    expect(renderTextTemplate(text, scope, { locale: "de-DE" })).toBe("1.234,50 · ł");
  });

  it("prints bare values with formatValue", () => {
    expect(renderTextTemplate("{{ n }} {{ flag }} {{ list }}", { n: 1234.5, flag: true, list: [1.5, "b"] }, { locale: "nl-NL" })).toBe(
      "1234,5 true 1,5, b",
    );
  });
});

describe("usesPageNumbers", () => {
  it.each([
    ["Page {{ page }} of {{ pages }}", true],
    ["{{ pages }}", true],
    ["{{ page == pages ? 'last' : '' }}", true],
    ["{{ items[page] }}", true],
    ["{{ (page | number) }}", true],
    ["{{ doc.page }}", false],
    ["{{ pageCount }}", false],
    ["page and pages as words", false],
  ])("%j → %s", (text, expected) => {
    expect(usesPageNumbers(parseTextTemplate(text))).toBe(expected);
  });

  it("takes an expression too", () => {
    expect(usesPageNumbers(parseExpression("page == pages"))).toBe(true);
    expect(usesPageNumbers(parseExpression("invoice.overdue"))).toBe(false);
  });
});
