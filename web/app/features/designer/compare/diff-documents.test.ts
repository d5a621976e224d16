import { describe, expect, it } from "vitest";
import type { TemplateDocument } from "@paperjet/template";
import { diffDocuments } from "./diff-documents.ts";

const text = (id: string, x: number, y: number, words: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "text",
  x,
  y,
  width: 80,
  height: 10,
  text: words,
  ...extra,
});

const doc = (elements: unknown[], bindings: unknown[] = []) =>
  ({
    schemaVersion: 1,
    name: "Compare",
    locale: "en-GB",
    pages: [{ size: "A4", margin: { top: 10, right: 10, bottom: 10, left: 10 }, elements }],
    bindings,
  }) as unknown as TemplateDocument;

describe("diffDocuments", () => {
  it("names every element added, removed, moved, restyled and edited, and leaves unchanged ones out", () => {
    const before = doc(
      [text("same", 10, 10, "Same"), text("moves", 10, 30, "Moves"), text("styled", 10, 50, "Styled"), text("gone", 10, 70, "Gone")],
      [
        { key: "customer.name", type: "text", label: "Name" },
        { key: "old", type: "text" },
      ],
    );
    const after = doc(
      [
        text("same", 10, 10, "Same"),
        text("moves", 40, 35, "Moves"),
        text("styled", 10, 50, "Styled again", { fontSize: 18, bold: true }),
        text("new", 10, 90, "New"),
      ],
      [
        { key: "customer.name", type: "text", label: "Customer" },
        { key: "total", type: "number" },
      ],
    );
    const diff = diffDocuments(before, after);
    expect(diff.elements.map((c) => [c.id, c.kinds])).toEqual([
      ["moves", ["moved"]],
      ["styled", ["restyled", "edited"]],
      ["new", ["added"]],
      ["gone", ["removed"]],
    ]);
    expect(diff.elements[0]).toMatchObject({
      before: { page: 0, x: 10, y: 30, width: 80, height: 10 },
      after: { page: 0, x: 40, y: 35, width: 80, height: 10 },
    });
    expect(diff.elements[2]!.before).toBeUndefined();
    expect(diff.elements[3]!.after).toBeUndefined();
    expect(diff.bindings).toEqual([
      { key: "customer.name", kind: "changed" },
      { key: "total", kind: "added" },
      { key: "old", kind: "removed" },
    ]);
  });

  it("places a group's children on the page (group offset added); moving the group moves them all", () => {
    const group = (x: number) => ({
      id: "g",
      type: "group",
      x,
      y: 20,
      width: 100,
      height: 40,
      elements: [text("child", 5, 5, "In a group")],
    });
    const diff = diffDocuments(doc([group(10)]), doc([group(30)]));
    expect(diff.elements.map((c) => [c.id, c.kinds])).toEqual([
      ["g", ["moved"]],
      ["child", ["moved"]],
    ]);
    expect(diff.elements[1]).toMatchObject({ before: { x: 15, y: 25 }, after: { x: 35, y: 25 } });
  });

  it("finds nothing between a document and itself", () => {
    const same = doc([text("a", 1, 2, "A")], [{ key: "a", type: "text" }]);
    expect(diffDocuments(same, structuredClone(same))).toEqual({ elements: [], bindings: [] });
  });
});
