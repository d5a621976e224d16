import { useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { $getRoot, COMMAND_PRIORITY_HIGH, KEY_DOWN_COMMAND, createEditor } from "lexical";
import { createEmptyHistoryState, registerHistory } from "@lexical/history";
import { registerRichText } from "@lexical/rich-text";
import { mergeRegister } from "@lexical/utils";
import { DEFAULT_FAMILY } from "@paperjet/fonts";
import type { TextElement } from "@paperjet/template";
import { elementLabel } from "../elements/element-label.ts";
import { registerExpressions } from "./expression-node.ts";
import { InlineToolbar } from "./inline-toolbar.tsx";
import { $readParagraphs, $setParagraphs, INLINE_TEXT_NODES } from "./lexical-content.ts";
import { contentOf, paragraphsOf, type TextContent } from "./rich-content.ts";
import { $readMarks, NO_MARKS } from "./text-marks.ts";

/** The engine's defaults for a text without its own size and line height. */
const DEFAULT_SIZE_PT = 10;
const DEFAULT_LINE_HEIGHT = 1.2;
const TOOLBAR_PX = 44;

const THEME = {
  paragraph: "m-0",
  link: "underline decoration-dotted",
  text: { bold: "font-bold", italic: "italic", underline: "underline" },
};

/** Where the element is shown on the canvas, in CSS pixels of the page stack. */
export interface EditorBox {
  left: number;
  top: number;
  width: number;
  height: number;
  rotation?: number;
}

/**
 * A text element edited where it is drawn: a Lexical editor over the element's box, in its font, size,
 * colour, alignment and line height, with a floating toolbar. It lays out at 100 % (so sizes are CSS
 * points, as in the document) and is scaled to the zoom. Escape, Tab away or a press outside closes it
 * with the content, which the canvas saves as one undo step; `keyboard` when a key closed it.
 */
export function InlineTextEditor({
  element,
  box,
  zoom,
  caretAt,
  onClose,
}: {
  element: TextElement;
  box: EditorBox;
  zoom: number;
  /** A screen point to put the caret at (the double-click that opened it); else it goes to the end. */
  caretAt?: { x: number; y: number } | null;
  onClose: (content: TextContent, keyboard: boolean) => void;
}) {
  const { t } = useTranslation("designer");
  const wrapper = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [editor] = useState(() =>
    createEditor({
      namespace: "paperjet-inline-text",
      nodes: INLINE_TEXT_NODES,
      theme: THEME,
      onError: (error) => {
        throw error;
      },
    }),
  );
  const [marks, setMarks] = useState(NO_MARKS);
  const [linkOpen, setLinkOpen] = useState(false);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useLayoutEffect(() => {
    let closed = false;
    const close = (keyboard: boolean) => {
      if (closed) return;
      closed = true;
      latestClose.current(
        editor.getEditorState().read(() => contentOf($readParagraphs())),
        keyboard,
      );
    };
    editor.setRootElement(root.current);
    // Filled before history starts: opening the editor is not a step its Ctrl+Z undoes.
    editor.update(
      () => {
        $setParagraphs(paragraphsOf(element));
      },
      { discrete: true },
    );
    const inside = (target: EventTarget | null) => target instanceof Node && !!wrapper.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus leaving the window (null) is not leaving the editor.
      if (event.relatedTarget && !inside(event.relatedTarget)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close(true);
    };
    const box = wrapper.current!;
    document.addEventListener("pointerdown", onPointerDown, true);
    box.addEventListener("focusout", onFocusOut);
    box.addEventListener("keydown", onKeyDown);
    const unregister = mergeRegister(
      registerRichText(editor),
      registerHistory(editor, createEmptyHistoryState(), 300),
      registerExpressions(editor),
      editor.registerUpdateListener(({ editorState }) => setMarks(editorState.read($readMarks))),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "k") return false;
          event.preventDefault();
          setLinkOpen(true);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
    root.current!.focus({ preventScroll: true });
    // Lexical follows the DOM caret when it has no selection of its own; else the caret goes to the end.
    if (!caretAt || !placeCaret(root.current!, caretAt)) editor.update(() => $getRoot().selectEnd(), { discrete: true });
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      box.removeEventListener("focusout", onFocusOut);
      box.removeEventListener("keydown", onKeyDown);
      unregister();
      editor.setRootElement(null);
    };
    // Opened once per element: the content (and caret point) it was opened with is the one it edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  const style = element.style ?? {};
  const fontSize = style.fontSize ?? DEFAULT_SIZE_PT;
  const color = style.color ?? "#000000";
  const text: CSSProperties = {
    fontFamily: `'${style.fontFamily ?? DEFAULT_FAMILY}'`,
    fontSize: `${fontSize}pt`,
    fontWeight: style.fontWeight ?? 400,
    fontStyle: style.italic ? "italic" : "normal",
    color,
    textAlign: style.align ?? "left",
    letterSpacing: style.letterSpacing ? `${style.letterSpacing}pt` : undefined,
    lineHeight: style.lineHeight ?? DEFAULT_LINE_HEIGHT,
    whiteSpace: "pre-wrap",
    overflowWrap: "break-word",
  };
  const vertical = style.verticalAlign === "middle" ? "center" : style.verticalAlign === "bottom" ? "flex-end" : "flex-start";
  // Above the element when there is room on the canvas, below it otherwise.
  const toolbarTop = box.top >= TOOLBAR_PX ? box.top - TOOLBAR_PX : box.top + box.height + 8;
  return (
    <div ref={wrapper} className="contents">
      <div
        className="absolute z-[5] outline outline-2 outline-offset-2 outline-indigo-500"
        style={{
          left: box.left,
          top: box.top,
          width: box.width,
          minHeight: box.height,
          transform: box.rotation ? `rotate(${box.rotation}deg)` : undefined,
        }}
      >
        <div
          className="flex flex-col"
          style={{
            width: box.width / zoom,
            minHeight: box.height / zoom,
            justifyContent: vertical,
            transform: `scale(${zoom})`,
            transformOrigin: "0 0",
          }}
        >
          <div
            ref={root}
            contentEditable
            suppressContentEditableWarning
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-label={t("inlineText.editor", { what: elementLabel(element, t) })}
            spellCheck
            className="outline-none"
            style={text}
            data-testid="inline-text-editor"
            data-element-id={element.id}
          />
        </div>
      </div>
      <InlineToolbar
        editor={editor}
        marks={marks}
        defaults={{ color, fontSize }}
        style={{ left: box.left, top: toolbarTop }}
        linkOpen={linkOpen}
        onLinkOpen={setLinkOpen}
      />
    </div>
  );
}

/** Moves the DOM caret to the text under a screen point, when that is the editor's; false when it is not. */
function placeCaret(root: HTMLElement, at: { x: number; y: number }): boolean {
  const range = root.ownerDocument.caretRangeFromPoint(at.x, at.y);
  if (!range || !root.contains(range.startContainer)) return false;
  root.ownerDocument.getSelection()?.collapse(range.startContainer, range.startOffset);
  return true;
}
