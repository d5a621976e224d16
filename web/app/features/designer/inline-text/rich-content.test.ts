import { describe, expect, it } from "vitest";
import { contentOf, paragraphsOf, sameContent, splitExpressions } from "./rich-content.ts";

describe("splitExpressions", () => {
  it("keeps each whole {{ }} apart, filters and quoted braces included", () => {
    expect(splitExpressions("Total {{ total | currency:'EUR' }} incl. {{ x | default:'}}' }}!")).toEqual([
      { text: "Total ", expression: false },
      { text: "{{ total | currency:'EUR' }}", expression: true },
      { text: " incl. ", expression: false },
      { text: "{{ x | default:'}}' }}", expression: true },
      { text: "!", expression: false },
    ]);
  });

  it("leaves an unclosed {{ as text", () => {
    expect(splitExpressions("a {{ b")).toEqual([{ text: "a {{ b", expression: false }]);
    expect(splitExpressions("")).toEqual([]);
  });
});

describe("paragraphsOf", () => {
  it("splits plain text into paragraphs and expressions", () => {
    expect(paragraphsOf({ text: "Dear {{ name }},\nthanks" })).toEqual([
      [{ text: "Dear " }, { text: "{{ name }}", expression: true }, { text: "," }],
      [{ text: "thanks" }],
    ]);
  });

  it("gives an expression the look of its run, and drops switched-off fields", () => {
    expect(paragraphsOf({ text: "", runs: [{ text: "No. {{ n }}", bold: true, italic: false, color: "#ff0000" }] })).toEqual([
      [
        { text: "No. ", bold: true, color: "#ff0000" },
        { text: "{{ n }}", bold: true, color: "#ff0000", expression: true },
      ],
    ]);
  });
});

describe("contentOf", () => {
  it("saves a text without formatting as plain text", () => {
    expect(contentOf([[{ text: "Hello " }, { text: "{{ name }}", expression: true }], [], [{ text: "Bye" }]])).toEqual({
      text: "Hello {{ name }}\n\nBye",
      runs: undefined,
    });
  });

  it("merges neighbours that look the same, expressions included", () => {
    expect(
      contentOf([
        [{ text: "Thank you for your " }, { text: "order", bold: true }, { text: " " }, { text: "{{ order.number }}", expression: true }],
      ]),
    ).toEqual({ text: "", runs: [{ text: "Thank you for your " }, { text: "order", bold: true }, { text: " {{ order.number }}" }] });
  });

  it("opens a paragraph's first run with the \\n", () => {
    expect(contentOf([[{ text: "Title", bold: true }], [{ text: "Body" }]]).runs).toEqual([
      { text: "Title", bold: true },
      { text: "\nBody" },
    ]);
  });
});

describe("sameContent", () => {
  it("compares plain text with text and runs with runs", () => {
    expect(sameContent({ text: "a", runs: undefined }, { text: "a", runs: undefined })).toBe(true);
    expect(sameContent({ text: "a", runs: undefined }, { text: "", runs: [{ text: "a" }] })).toBe(false);
    expect(sameContent({ text: "", runs: [{ text: "a", bold: true }] }, { text: "x", runs: [{ text: "a", bold: true }] })).toBe(true);
  });
});
