import { $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, type LexicalEditor, type TextFormatType } from "lexical";
import { $isLinkNode, $toggleLink } from "@lexical/link";
import { $getSelectionStyleValueForProperty, $patchStyleText } from "@lexical/selection";
import { textRunSchema } from "@paperjet/template";

/** What the selection of the in-place editor looks like, for the toolbar's pressed buttons and fields. */
export interface Marks {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  /** The link the caret is in, or "". */
  link: string;
  /** The selection's own colour or size (CSS), "" when it has the element's or mixed ones. */
  color: string;
  fontSize: string;
}

export const NO_MARKS: Marks = { bold: false, italic: false, underline: false, link: "", color: "", fontSize: "" };

/** Inside `read`. */
export function $readMarks(): Marks {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_MARKS;
  const link = $linkAround();
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    underline: selection.hasFormat("underline"),
    link: link?.getURL() ?? "",
    color: $getSelectionStyleValueForProperty(selection, "color", ""),
    fontSize: $getSelectionStyleValueForProperty(selection, "font-size", ""),
  };
}

function $linkAround() {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return undefined;
  const node = selection.anchor.getNode();
  const parent = node.getParent();
  return $isLinkNode(node) ? node : $isLinkNode(parent) ? parent : undefined;
}

export function toggleFormat(editor: LexicalEditor, format: Extract<TextFormatType, "bold" | "italic" | "underline">) {
  editor.dispatchCommand(FORMAT_TEXT_COMMAND, format);
}

/** Sets the selection's colour (`#rrggbb`) or size (pt). */
export function setStyle(editor: LexicalEditor, patch: { color?: string; fontSize?: number }) {
  editor.update(() => {
    const selection = $getSelection();
    if (!selection) return;
    $patchStyleText(selection, {
      ...(patch.color ? { color: patch.color } : {}),
      ...(patch.fontSize ? { "font-size": `${patch.fontSize}pt` } : {}),
    });
  });
}

/** What the document accepts as a run's link: `https://…` or `mailto:…`, expressions allowed after the scheme. */
export function isValidLink(url: string): boolean {
  return textRunSchema.shape.link.safeParse(url).success;
}

/**
 * Links the selection to `url`, or unlinks it (`null`). With only a caret inside a link, the whole
 * link changes: there is nothing else it could mean.
 */
export function setLink(editor: LexicalEditor, url: string | null) {
  editor.update(() => {
    const selection = $getSelection();
    const link = $linkAround();
    if ($isRangeSelection(selection) && selection.isCollapsed() && link) link.select(0, link.getChildrenSize());
    $toggleLink(url);
  });
}
