import {
  $applyNodeReplacement,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  KEY_ARROW_LEFT_COMMAND,
  KEY_ARROW_RIGHT_COMMAND,
  SELECTION_CHANGE_COMMAND,
  TextNode,
  type EditorConfig,
  type LexicalEditor,
  type LexicalNode,
  type SerializedTextNode,
} from "lexical";
import { mergeRegister } from "@lexical/utils";
import { splitExpressions } from "./rich-content.ts";

/**
 * A whole `{{ … }}` in the in-place editor: a text node in Lexical's token mode, so it is deleted as a
 * whole and typing never goes inside it, drawn as a chip. It keeps the bold, italic, colour… of the
 * text around it like any text node, because in the runs it is just part of a run's text.
 */
export class ExpressionNode extends TextNode {
  static getType(): string {
    return "expression";
  }

  static clone(node: ExpressionNode): ExpressionNode {
    return new ExpressionNode(node.__text, node.__key);
  }

  static importJSON(json: SerializedTextNode): ExpressionNode {
    return $createExpressionNode(json.text).updateFromJSON(json);
  }

  createDOM(config: EditorConfig, editor?: LexicalEditor): HTMLElement {
    const dom = super.createDOM(config, editor);
    // A ring and a tint rather than padding, so the chip takes the width the printed value's text would.
    dom.className = `${dom.className} rounded-sm bg-indigo-50 shadow-[0_0_0_1px_rgb(165,180,252)]`.trim();
    dom.dataset.expression = "true";
    dom.spellcheck = false;
    return dom;
  }
}

export function $createExpressionNode(text: string): ExpressionNode {
  return $applyNodeReplacement(new ExpressionNode(text).setMode("token"));
}

export function $isExpressionNode(node: LexicalNode | null | undefined): node is ExpressionNode {
  return node instanceof ExpressionNode;
}

/**
 * Keeps expressions whole while editing: a `{{ … }}` typed or pasted into plain text becomes a token
 * with the text's look; the arrow keys step over a token in one go; and a caret put inside one (a click
 * in the middle of a chip) moves to its nearer end, because Lexical replaces a token that is typed into
 * rather than splitting it.
 */
export function registerExpressions(editor: LexicalEditor): () => void {
  const caretToNearerEnd = () => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection) || !selection.isCollapsed()) return false;
    const node = selection.anchor.getNode();
    const { offset } = selection.anchor;
    const size = node.getTextContentSize();
    if ($isExpressionNode(node) && offset > 0 && offset < size) node.select(offset < size / 2 ? 0 : size, offset < size / 2 ? 0 : size);
    return false;
  };
  const stepOver = (backward: boolean) => (event: KeyboardEvent) => {
    const selection = $getSelection();
    if (event.shiftKey || !$isRangeSelection(selection) || !selection.isCollapsed()) return false;
    const node = selection.anchor.getNode();
    const { offset } = selection.anchor;
    const edge = backward ? node.getTextContentSize() : 0;
    const token = $isExpressionNode(node) && offset === edge ? node : tokenBeside(node, offset, backward);
    if (!token) return false;
    event.preventDefault();
    const to = backward ? 0 : token.getTextContentSize();
    token.select(to, to);
    return true;
  };
  return mergeRegister(
    editor.registerNodeTransform(TextNode, (node) => {
      // Plain text only: an expression node is of another type, so not "simple".
      if (!node.isSimpleText()) return;
      const parts = splitExpressions(node.getTextContent());
      const at = parts.findIndex((part) => part.expression);
      if (at < 0) return;
      const start = parts.slice(0, at).reduce((sum, part) => sum + part.text.length, 0);
      const end = start + parts[at]!.text.length;
      const pieces = node.splitText(start, end);
      const target = pieces[start === 0 ? 0 : 1]!;
      // The rest of the text is transformed again in its own turn (Lexical re-runs transforms on new nodes).
      target.replace($createExpressionNode(target.getTextContent()).setFormat(target.getFormat()).setStyle(target.getStyle()));
    }),
    editor.registerCommand(SELECTION_CHANGE_COMMAND, caretToNearerEnd, COMMAND_PRIORITY_HIGH),
    editor.registerCommand(CONTROLLED_TEXT_INSERTION_COMMAND, caretToNearerEnd, COMMAND_PRIORITY_HIGH),
    editor.registerCommand(KEY_ARROW_LEFT_COMMAND, stepOver(true), COMMAND_PRIORITY_HIGH),
    editor.registerCommand(KEY_ARROW_RIGHT_COMMAND, stepOver(false), COMMAND_PRIORITY_HIGH),
  );
}

/** The expression right before (backward) or after a caret at the edge of `node`. */
function tokenBeside(node: LexicalNode, offset: number, backward: boolean): ExpressionNode | undefined {
  const atEdge = backward ? offset === 0 : offset === node.getTextContentSize();
  const sibling = atEdge ? (backward ? node.getPreviousSibling() : node.getNextSibling()) : null;
  return $isExpressionNode(sibling) ? sibling : undefined;
}
