import type { Element, TemplateDocument } from "@paperjet/template";
import { pasteElements, type Command } from "./commands.ts";
import { findElement } from "./element-tree.ts";

/**
 * The designer's own clipboard (the system clipboard cannot hold template elements): copies of the
 * elements, and how often they were pasted, so each paste lands 5 mm further from the originals.
 */
let clipboard: { elements: Element[]; pastes: number } | null = null;

export function copyElements(document: TemplateDocument, ids: readonly string[]): void {
  clipboard = {
    elements: ids
      .map((id) => findElement(document, id))
      .filter((e): e is Element => !!e)
      .map((e) => structuredClone(e)),
    pastes: 0,
  };
}

export function canPaste(): boolean {
  return !!clipboard?.elements.length;
}

/** The command that pastes the clipboard on `page` (undefined when it is empty); each call is one more paste. */
export function nextPaste(page: number): Command | undefined {
  if (!clipboard?.elements.length) return undefined;
  clipboard.pastes += 1;
  return pasteElements(page, clipboard.elements, clipboard.pastes * 5);
}
