import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BINDING_TYPES,
  bindingKeyProblem,
  bindingsFromExample,
  validateData,
  type Binding,
  type BindingType,
  type TemplateDocument,
} from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { addBinding, addBindings, setExampleData, updateElement } from "../state/commands.ts";
import { findElement } from "../state/element-tree.ts";
import { iconButtonClass } from "../ui/fields.tsx";
import { inputClass, ValueInput, valueFrom } from "./binding-inputs.tsx";
import { BindingRow, bindingListProblem, retyped } from "./binding-row.tsx";
import { bindingPath, bindingSnippet, findBindingExpression, readFormat, type ValueFormat } from "./format-filter.ts";

export function DataPanel({
  document,
  selection,
  example,
}: {
  document: TemplateDocument;
  selection: readonly string[];
  example: { text: string; custom: boolean; onChange: (text: string | null) => void };
}) {
  const { t } = useTranslation("designer");
  const { store, textCursor } = useDesigner();
  const [draft, setDraft] = useState({ key: "", label: "", type: "text" as BindingType, example: "" });
  const [error, setError] = useState<string | null>(null);
  const selectedText = selection.length === 1 ? findElement(document, selection[0]!) : undefined;
  const canInsert = selectedText?.type === "text";

  const add = () => {
    const key = draft.key.trim();
    const problem =
      key === ""
        ? t("data.keyRequired")
        : (bindingKeyProblem(key) ?? (document.bindings.some((b) => b.key === key) ? t("data.keyTaken") : undefined));
    const binding: Binding = retyped({ key, label: draft.label.trim() || key, type: "text" }, draft.type);
    const example = draft.type === "list" ? undefined : valueFrom(draft.type, draft.example);
    if (example !== undefined) binding.example = example;
    const clash = problem ?? bindingListProblem(document, [...document.bindings, binding], document.bindings.length);
    if (clash) {
      setError(clash);
      return;
    }
    store.apply(t("history.addBinding"), addBinding(binding));
    setDraft({ key: "", label: "", type: "text", example: "" });
    setError(null);
  };

  // A format rewrites the binding's expression already in the text; otherwise the snippet goes in at the cursor.
  const write = (key: string, format?: ValueFormat) => {
    if (!selectedText || selectedText.type !== "text") return;
    const snippet = bindingSnippet(key, format);
    const existing = format ? findBindingExpression(selectedText.text, bindingPath(key)) : undefined;
    const cursor =
      existing ??
      (textCursor.current?.elementId === selectedText.id
        ? textCursor.current
        : { start: selectedText.text.length, end: selectedText.text.length });
    const text = selectedText.text.slice(0, cursor.start) + snippet + selectedText.text.slice(cursor.end);
    store.apply(t(format ? "history.formatBinding" : "history.insertBinding"), updateElement(selectedText.id, { text }));
    textCursor.current = { elementId: selectedText.id, start: cursor.start + snippet.length, end: cursor.start + snippet.length };
  };
  const currentFormat = (key: string) => {
    const found = canInsert ? findBindingExpression(selectedText.text, bindingPath(key)) : undefined;
    return found && readFormat(found.source);
  };

  let exampleError: string | null = null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(example.text);
    const checked = validateData(document.bindings, parsed);
    if (!checked.ok) exampleError = checked.errors.map((e) => `${e.path || "data"}: ${e.message}`).join("\n");
  } catch (e) {
    exampleError = t("data.badJson", { message: (e as Error).message });
  }
  const isObject = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
  const [derived, setDerived] = useState<string | null>(null);
  // One undoable step: the bindings the JSON implies, and the JSON itself once it matches them.
  const deriveBindings = () => {
    if (!isObject) return;
    const found = bindingsFromExample(parsed as Record<string, unknown>, document.bindings);
    setDerived(t("data.derived", { count: found.length }));
    if (found.length === 0) return;
    store.apply(t("history.deriveBindings"), (doc) => {
      const next = addBindings(found)(doc);
      return validateData(next.bindings, parsed).ok ? setExampleData(parsed as Record<string, unknown>)(next) : next;
    });
  };

  return (
    <div className="space-y-4 p-3">
      <section aria-labelledby="bindings-title">
        <h3 id="bindings-title" className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t("data.bindings")}
        </h3>
        {document.bindings.length === 0 ? <p className="text-xs text-slate-500">{t("data.none")}</p> : null}
        <ul className="space-y-2">
          {document.bindings.map((b, i) => (
            <BindingRow
              key={`${i}:${b.key}`}
              binding={b}
              index={i}
              document={document}
              canInsert={canInsert}
              currentFormat={currentFormat(b.key)}
              onInsert={(format) => write(b.key, format)}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="add-binding-title" className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
        <h3 id="add-binding-title" className="mb-2 text-xs font-semibold text-slate-700">
          {t("data.add")}
        </h3>
        <div className="grid grid-cols-2 gap-2">
          <label className="col-span-2 text-xs text-slate-600">
            {t("data.key")}
            <input
              className={`${inputClass} font-mono`}
              value={draft.key}
              placeholder="customer.name"
              onChange={(e) => setDraft({ ...draft, key: e.target.value })}
              data-testid="binding-key"
            />
          </label>
          <label className="col-span-2 text-xs text-slate-600">
            {t("data.label")}
            <input
              className={inputClass}
              value={draft.label}
              onChange={(e) => setDraft({ ...draft, label: e.target.value })}
              data-testid="binding-label"
            />
          </label>
          <label className="text-xs text-slate-600">
            {t("data.type")}
            <select
              className={inputClass}
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value as BindingType, example: "" })}
              data-testid="binding-type"
            >
              {BINDING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`bindingType.${type}`)}
                </option>
              ))}
            </select>
          </label>
          {draft.type === "list" ? (
            <p className="self-end text-xs text-slate-500">{t("data.listHint")}</p>
          ) : (
            <label className="text-xs text-slate-600">
              {t("data.example")}
              <ValueInput
                type={draft.type}
                text={draft.example}
                onChange={(example) => setDraft({ ...draft, example })}
                testId="binding-example"
              />
            </label>
          )}
        </div>
        {error ? (
          <p role="alert" className="mt-2 text-xs text-red-600" data-testid="binding-error">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          className={`${iconButtonClass} mt-2 w-full bg-indigo-600 text-white hover:bg-indigo-500`}
          onClick={add}
          data-testid="binding-add"
        >
          {t("data.addButton")}
        </button>
      </section>
      <section aria-labelledby="example-title">
        <div className="mb-1 flex items-center justify-between">
          <h3 id="example-title" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t("data.exampleData")}
          </h3>
          <button type="button" className={`${iconButtonClass} text-xs`} disabled={!example.custom} onClick={() => example.onChange(null)}>
            {t("data.resetExample")}
          </button>
        </div>
        <p className="mb-1 text-xs text-slate-500">{t("data.exampleHint")}</p>
        <textarea
          aria-labelledby="example-title"
          aria-invalid={exampleError ? true : undefined}
          className={`${inputClass} h-48 font-mono text-xs ${exampleError ? "ring-red-400" : ""}`}
          spellCheck={false}
          value={example.text}
          onChange={(e) => example.onChange(e.target.value)}
          data-testid="example-json"
        />
        {exampleError ? (
          <p role="alert" className="mt-1 whitespace-pre-line text-xs text-red-600" data-testid="example-error">
            {exampleError}
          </p>
        ) : (
          <p className="mt-1 text-xs text-emerald-700">{t("data.exampleValid")}</p>
        )}
        <button
          type="button"
          className={`${iconButtonClass} mt-2 w-full text-xs ring-1 ring-slate-300`}
          disabled={!isObject}
          onClick={deriveBindings}
          data-testid="derive-bindings"
        >
          {t("data.deriveBindings")}
        </button>
        <p role="status" className="mt-1 text-xs text-slate-600" data-testid="derive-result">
          {derived}
        </p>
      </section>
    </div>
  );
}
