import { useTranslation } from "react-i18next";
import type { TextElement, TextRun } from "@paperjet/template";
import { ColorField, ExpressionField, NumberField, TextField, iconButtonClass } from "../../ui/fields.tsx";

type Toggle = "bold" | "italic" | "underline";
const TOGGLES: { field: Toggle; label: string; className: string }[] = [
  { field: "bold", label: "B", className: "font-bold" },
  { field: "italic", label: "I", className: "italic" },
  { field: "underline", label: "U", className: "underline" },
];

/**
 * A rich text's runs, each with its own formatting toolbar (bold, italic, underline, size, colour,
 * link). Runs are edited in place; consecutive runs flow as one paragraph in the engine.
 */
export function RunsEditor({
  element,
  onChange,
}: {
  element: TextElement & { runs: TextRun[] };
  onChange: (runs: TextRun[], field: string) => void;
}) {
  const { t } = useTranslation("designer");
  const set = (index: number, patch: Partial<TextRun>, field: string) => {
    const runs = element.runs.map((run, i) => {
      if (i !== index) return run;
      const next: Record<string, unknown> = { ...run, ...patch };
      for (const key of Object.keys(patch)) if (next[key] === undefined || next[key] === false || next[key] === "") delete next[key];
      return { text: run.text, ...next } as TextRun;
    });
    onChange(runs, `${index}.${field}`);
  };
  return (
    <div className="col-span-2 space-y-3" data-testid="rich-runs">
      {element.runs.map((run, i) => (
        <fieldset key={i} className="space-y-2 rounded-md border border-slate-200 p-2" data-testid="rich-run">
          <legend className="px-1 text-xs text-slate-500">{t("rich.run", { number: i + 1 })}</legend>
          <div role="toolbar" aria-label={t("rich.toolbar", { number: i + 1 })} className="flex flex-wrap items-center gap-1">
            {TOGGLES.map(({ field, label, className }) => (
              <button
                key={field}
                type="button"
                aria-pressed={run[field] === true}
                aria-label={t(`rich.${field}`)}
                title={t(`rich.${field}`)}
                data-testid={`rich-${field}-${i}`}
                onClick={() => set(i, { [field]: !run[field] }, field)}
                className={`${iconButtonClass} h-7 w-7 ring-1 ring-slate-200 aria-pressed:bg-indigo-100 aria-pressed:text-indigo-800 ${className}`}
              >
                {label}
              </button>
            ))}
            <button
              type="button"
              aria-label={t("rich.remove", { number: i + 1 })}
              title={t("rich.remove", { number: i + 1 })}
              disabled={element.runs.length === 1}
              onClick={() =>
                onChange(
                  element.runs.filter((_, k) => k !== i),
                  "remove",
                )
              }
              className={`${iconButtonClass} ml-auto h-7 px-2 text-xs ring-1 ring-slate-200`}
            >
              {t("rich.removeShort")}
            </button>
          </div>
          <ExpressionField
            label={t("fields.text")}
            kind="text"
            multiline
            value={run.text}
            onChange={(text) => set(i, { text }, "text")}
            testId={`rich-text-${i}`}
          />
          <div className="grid grid-cols-2 gap-2">
            <NumberField
              label={t("fields.fontSize")}
              unit="pt"
              min={1}
              max={400}
              step={1}
              value={run.fontSize}
              onChange={(fontSize) => set(i, { fontSize }, "fontSize")}
              testId={`rich-size-${i}`}
            />
            <ColorField
              label={t("fields.color")}
              value={run.color}
              onChange={(color) => set(i, { color }, "color")}
              testId={`rich-color-${i}`}
            />
            <TextField
              label={t("rich.link")}
              wide
              value={run.link ?? ""}
              placeholder="https://…"
              onChange={(link) => set(i, { link: link || undefined }, "link")}
              testId={`rich-link-${i}`}
            />
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        data-testid="rich-add"
        onClick={() => onChange([...element.runs, { text: " " }], "add")}
        className={`${iconButtonClass} h-8 w-full text-sm ring-1 ring-slate-200`}
      >
        {t("rich.add")}
      </button>
    </div>
  );
}
