import { describe, expect, it } from "vitest";
import { $getRoot, createEditor, type LexicalEditor } from "lexical";
import type { TextRun } from "@paperjet/template";
import { $isExpressionNode, registerExpressions } from "./expression-node.ts";
import { $readParagraphs, $setParagraphs, INLINE_TEXT_NODES } from "./lexical-content.ts";
import { contentOf, paragraphsOf } from "./rich-content.ts";

const headless = () =>
  createEditor({
    namespace: "test",
    nodes: INLINE_TEXT_NODES,
    onError: (error) => {
      throw error;
    },
  });

/** Document content → editor state → document content, as opening and closing the in-place editor does. */
function roundTrip(element: { text: string; runs?: TextRun[] }, editor: LexicalEditor = headless()) {
  editor.update(() => $setParagraphs(paragraphsOf(element)), { discrete: true });
  return editor.getEditorState().read(() => contentOf($readParagraphs()));
}

describe("runs ⇄ editor state", () => {
  it("keeps a plain text with expressions plain", () => {
    const text = "Total {{ total | currency:'EUR' }} on {{ now | date:'dd-MM-yyyy' }}";
    expect(roundTrip({ text })).toEqual({ text, runs: undefined });
  });

  it("keeps paragraphs, empty ones included", () => {
    expect(roundTrip({ text: "Dear {{ name }},\n\nThanks\n" })).toEqual({ text: "Dear {{ name }},\n\nThanks\n", runs: undefined });
  });

  it("keeps a bold word inside a sentence, colour and size", () => {
    const runs = [
      { text: "Thank you for your " },
      { text: "order", bold: true },
      { text: " {{ order.number }} of " },
      { text: "{{ total | currency:'EUR' }}", italic: true, underline: true, color: "#b91c1c", fontSize: 14 },
    ];
    expect(roundTrip({ text: "", runs })).toEqual({ text: "", runs });
  });

  it("keeps links, with an expression after the scheme, and paragraphs between runs", () => {
    const runs = [
      { text: "Pay online", bold: true },
      { text: "\nat " },
      { text: "our page", link: "https://pay.example.com/{{ invoice.id }}" },
      { text: " or " },
      { text: "mail us", link: "mailto:{{ company.email }}" },
    ];
    expect(roundTrip({ text: "", runs })).toEqual({ text: "", runs });
  });

  it("merges runs that look the same and turns runs without formatting into plain text", () => {
    expect(roundTrip({ text: "", runs: [{ text: "a " }, { text: "b", bold: false }] })).toEqual({ text: "a b", runs: undefined });
    expect(
      roundTrip({
        text: "",
        runs: [
          { text: "a", bold: true },
          { text: " b", bold: true },
        ],
      }),
    ).toEqual({
      text: "",
      runs: [{ text: "a b", bold: true }],
    });
  });

  it("makes every expression one token node with the look of its run", () => {
    const editor = headless();
    editor.update(() => $setParagraphs(paragraphsOf({ text: "", runs: [{ text: "No. {{ order.number }}!", bold: true }] })), {
      discrete: true,
    });
    const tokens = editor.getEditorState().read(() =>
      $getRoot()
        .getAllTextNodes()
        .filter($isExpressionNode)
        .map((node) => ({ text: node.getTextContent(), token: node.isToken(), bold: node.hasFormat("bold") })),
    );
    expect(tokens).toEqual([{ text: "{{ order.number }}", token: true, bold: true }]);
  });

  it("turns a {{ }} typed into the text into a token", () => {
    const editor = headless();
    registerExpressions(editor);
    editor.update(() => $setParagraphs([[{ text: "Hi {{ customer.name }} and {{ x" }]]), { discrete: true });
    const texts = editor.getEditorState().read(() =>
      $getRoot()
        .getAllTextNodes()
        .map((node) => [node.getTextContent(), $isExpressionNode(node)]),
    );
    expect(texts).toEqual([
      ["Hi ", false],
      ["{{ customer.name }}", true],
      [" and {{ x", false],
    ]);
  });
});
