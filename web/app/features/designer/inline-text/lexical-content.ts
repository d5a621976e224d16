import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isLineBreakNode,
  $isTextNode,
  getStyleObjectFromCSS,
  type LexicalNode,
  type TextFormatType,
} from "lexical";
import { $createLinkNode, $isLinkNode, LinkNode } from "@lexical/link";
import { hexColorSchema } from "@paperjet/template";
import { $createExpressionNode, $isExpressionNode, ExpressionNode } from "./expression-node.ts";
import type { Look, Paragraph, Piece } from "./rich-content.ts";

/** The nodes the in-place editor holds besides paragraphs and text. */
export const INLINE_TEXT_NODES = [ExpressionNode, LinkNode];

const FORMATS = ["bold", "italic", "underline"] as const satisfies readonly TextFormatType[];

/**
 * Replaces the editor's content with the paragraphs (inside `editor.update`): a text node per piece with
 * its format and its colour and size as CSS (`font-size` in pt, which the editor's zoom scales), an
 * expression node per expression, and one link node around consecutive pieces with the same link.
 */
export function $setParagraphs(paragraphs: readonly Paragraph[]): void {
  const root = $getRoot().clear();
  for (const paragraph of paragraphs) {
    const block = $createParagraphNode();
    let link: LinkNode | undefined;
    for (const piece of paragraph) {
      const node = piece.expression ? $createExpressionNode(piece.text) : $createTextNode(piece.text);
      for (const format of FORMATS) if (piece[format]) node.toggleFormat(format);
      node.setStyle(styleOf(piece));
      if (!piece.link) link = undefined;
      else if (link?.getURL() !== piece.link) block.append((link = $createLinkNode(piece.link)));
      (link ?? block).append(node);
    }
    root.append(block);
  }
}

/** The editor's content as paragraphs (inside `read` or `update`); a line break (Shift+Enter) starts a paragraph too. */
export function $readParagraphs(): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  for (const block of $getRoot().getChildren()) {
    paragraphs.push([]);
    const visit = (node: LexicalNode, link?: string) => {
      if ($isLinkNode(node)) node.getChildren().forEach((child) => visit(child, node.getURL()));
      else if ($isLineBreakNode(node)) paragraphs.push([]);
      else if ($isTextNode(node)) paragraphs.at(-1)!.push(pieceOf(node.getTextContent(), $isExpressionNode(node), lookOfNode(node, link)));
      else if ($isElementNode(node)) node.getChildren().forEach((child) => visit(child, link));
    };
    if ($isElementNode(block)) block.getChildren().forEach((child) => visit(child));
    else visit(block);
  }
  return paragraphs;
}

function pieceOf(text: string, expression: boolean, look: Look): Piece {
  return expression ? { ...look, text, expression: true } : { ...look, text };
}

function styleOf(look: Look): string {
  const css: string[] = [];
  if (look.color) css.push(`color: ${look.color}`);
  if (look.fontSize) css.push(`font-size: ${look.fontSize}pt`);
  return css.join("; ");
}

/**
 * A text node's look. Only what runs can hold is kept: a pasted strikethrough or an rgb() colour is
 * dropped rather than saved as something the engine cannot draw.
 */
function lookOfNode(node: LexicalNode & { hasFormat(type: TextFormatType): boolean; getStyle(): string }, link?: string): Look {
  const look: Look = {};
  for (const format of FORMATS) if (node.hasFormat(format)) look[format] = true;
  const style = getStyleObjectFromCSS(node.getStyle());
  if (style.color && hexColorSchema.safeParse(style.color).success) look.color = style.color;
  const size = pointsOf(style["font-size"]);
  if (size) look.fontSize = size;
  if (link) look.link = link;
  return look;
}

/** A CSS font size in points (`12pt`, or `16px` from a paste); undefined for anything else. */
function pointsOf(size: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(pt|px)$/.exec(size?.trim() ?? "");
  if (!match) return undefined;
  const value = Number(match[1]) * (match[2] === "px" ? 0.75 : 1);
  return value > 0 ? Math.round(value * 100) / 100 : undefined;
}
