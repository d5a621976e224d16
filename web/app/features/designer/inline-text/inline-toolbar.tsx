import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { LexicalEditor } from "lexical";
import { Tooltip } from "~/components/ui-tooltip";
import { iconButtonClass } from "../ui/fields.tsx";
import { isValidLink, setLink, setStyle, toggleFormat, type Marks } from "./text-marks.ts";

const TOGGLES = [
  { format: "bold", label: "B", key: "B", className: "font-bold" },
  { format: "italic", label: "I", key: "I", className: "italic" },
  { format: "underline", label: "U", key: "U", className: "underline" },
] as const;

/** A press on a button keeps the editor focused and its selection where it was. */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/**
 * The in-place editor's floating toolbar: bold, italic, underline, link, colour and size of the
 * selection. `linkOpen` is raised by Ctrl/Cmd+K in the editor too.
 */
export function InlineToolbar({
  editor,
  marks,
  defaults,
  style,
  linkOpen,
  onLinkOpen,
}: {
  editor: LexicalEditor;
  marks: Marks;
  /** The element's own colour and size, shown when the selection has none of its own. */
  defaults: { color: string; fontSize: number };
  style: CSSProperties;
  linkOpen: boolean;
  onLinkOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation("designer");
  const size = Number.parseFloat(marks.fontSize) || defaults.fontSize;
  return (
    <div
      role="toolbar"
      aria-label={t("inlineText.toolbar")}
      className="absolute z-[6] flex items-center gap-0.5 whitespace-nowrap rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-300"
      style={style}
      data-testid="inline-text-toolbar"
    >
      {TOGGLES.map(({ format, label, key, className }) => (
        <Tooltip key={format} label={`${t(`inlineText.${format}`)} (Ctrl+${key})`}>
          <button
            type="button"
            aria-label={t(`inlineText.${format}`)}
            aria-pressed={marks[format]}
            aria-keyshortcuts={`Control+${key}`}
            className={`${iconButtonClass} ${className}`}
            onMouseDown={keepFocus}
            onClick={() => toggleFormat(editor, format)}
            data-testid={`inline-${format}`}
          >
            {label}
          </button>
        </Tooltip>
      ))}
      <Tooltip label={`${t("inlineText.link")} (Ctrl+K)`}>
        <button
          type="button"
          aria-label={t("inlineText.link")}
          aria-pressed={marks.link !== ""}
          aria-expanded={linkOpen}
          aria-keyshortcuts="Control+K"
          className={iconButtonClass}
          onMouseDown={keepFocus}
          onClick={() => onLinkOpen(!linkOpen)}
          data-testid="inline-link"
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </svg>
        </button>
      </Tooltip>
      <Tooltip label={t("inlineText.color")}>
        <input
          type="color"
          aria-label={t("inlineText.color")}
          value={pickerColor(marks.color) ?? pickerColor(defaults.color) ?? "#000000"}
          onChange={(event) => setStyle(editor, { color: event.target.value })}
          className="h-8 w-8 cursor-pointer rounded-md border-0 bg-transparent p-1"
          data-testid="inline-color"
        />
      </Tooltip>
      <Tooltip label={t("inlineText.size")}>
        <input
          type="number"
          aria-label={t("inlineText.size")}
          min={1}
          max={400}
          step={1}
          value={size}
          onChange={(event) => {
            const value = event.target.valueAsNumber;
            if (value >= 1 && value <= 400) setStyle(editor, { fontSize: value });
          }}
          className="h-8 w-16 rounded-md border-0 py-1 pl-2 pr-1 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
          data-testid="inline-size"
        />
      </Tooltip>
      {linkOpen ? <LinkForm editor={editor} current={marks.link} onDone={() => onLinkOpen(false)} /> : null}
    </div>
  );
}

/** A colour as the colour input takes it (`#rrggbb`); undefined for "" or a colour it cannot show. */
function pickerColor(color: string): string | undefined {
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join("")}`.toLowerCase();
  if (/^#[0-9a-f]{8}$/i.test(color)) return color.slice(0, 7).toLowerCase();
  return undefined;
}

/** Asks for the link of the selection; only https: and mailto: links are taken, as in the document. */
function LinkForm({ editor, current, onDone }: { editor: LexicalEditor; current: string; onDone: () => void }) {
  const { t } = useTranslation("designer");
  const [url, setUrl] = useState(current || "https://");
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => input.current?.select(), []);
  const finish = () => {
    onDone();
    editor.focus();
  };
  const apply = () => {
    const trimmed = url.trim();
    if (!isValidLink(trimmed)) return setInvalid(true);
    setLink(editor, trimmed);
    finish();
  };
  return (
    <div className="absolute left-0 top-full mt-1 flex items-start gap-1 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-300">
      <div>
        <input
          ref={input}
          type="text"
          inputMode="url"
          aria-label={t("inlineText.linkUrl")}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              finish();
            }
          }}
          className="h-8 w-64 rounded-md border-0 px-2 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600 aria-[invalid=true]:ring-red-600"
          data-testid="inline-link-url"
        />
        {invalid ? (
          <p id={errorId} className="mt-1 whitespace-normal text-xs text-red-700" data-testid="inline-link-error">
            {t("inlineText.linkInvalid")}
          </p>
        ) : null}
      </div>
      <button type="button" className={`${iconButtonClass} ring-1 ring-slate-200`} onClick={apply} data-testid="inline-link-apply">
        {t("inlineText.linkApply")}
      </button>
      {current ? (
        <button
          type="button"
          className={`${iconButtonClass} ring-1 ring-slate-200`}
          onClick={() => {
            setLink(editor, null);
            finish();
          }}
          data-testid="inline-link-remove"
        >
          {t("inlineText.linkRemove")}
        </button>
      ) : null}
    </div>
  );
}
