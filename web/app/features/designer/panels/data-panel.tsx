import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BINDING_TYPES,
  bindingKeyProblem,
  bindingsFromExample,
  templateDocumentSchema,
  validateData,
  type Binding,
  type BindingType,
  type TemplateDocument,
} from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { addBinding, addBindings, removeBinding, setExampleData, updateBinding, updateElement } from "../state/commands.ts";
import { findElement } from "../state/element-tree.ts";
import { iconButtonClass } from "../ui/fields.tsx";

const inputClass =
  "block w-full rounded-md border-0 px-2 py-1 text-sm shadow-sm ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-indigo-600";

/** Why a binding list cannot be saved (a clash such as `items` next to `items[].x`), in the schema's words. */
function bindingListProblem(doc: TemplateDocument, bindings: Binding[], index: number): string | undefined {
  const result = templateDocumentSchema.safeParse({ ...doc, bindings });
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === "bindings" && i.path[1] === index)?.message;
}

function exampleFrom(type: BindingType, text: string): Binding["example"] {
  if (text === "") return undefined;
  if (type === "number") return Number.isFinite(Number(text)) ? Number(text) : undefined;
  if (type === "boolean") return text === "true";
  return text;
}

/** What goes into a text for a binding: array fields are read per row (`item.` in repeats, `row.` in tables). */
export function bindingSnippet(key: string): string {
  const at = key.lastIndexOf("[].");
  return at >= 0 ? `{{ item.${key.slice(at + 3)} }}` : `{{ ${key} }}`;
}

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
    const binding: Binding = { key, label: draft.label.trim() || key, type: draft.type, example: exampleFrom(draft.type, draft.example) };
    if (binding.example === undefined) delete binding.example;
    const clash = problem ?? bindingListProblem(document, [...document.bindings, binding], document.bindings.length);
    if (clash) {
      setError(clash);
      return;
    }
    store.apply(t("history.addBinding"), addBinding(binding));
    setDraft({ key: "", label: "", type: "text", example: "" });
    setError(null);
  };

  const insert = (key: string) => {
    if (!selectedText || selectedText.type !== "text") return;
    const snippet = bindingSnippet(key);
    const cursor =
      textCursor.current?.elementId === selectedText.id
        ? textCursor.current
        : { start: selectedText.text.length, end: selectedText.text.length };
    const text = selectedText.text.slice(0, cursor.start) + snippet + selectedText.text.slice(cursor.end);
    store.apply(t("history.insertBinding"), updateElement(selectedText.id, { text }));
    textCursor.current = { elementId: selectedText.id, start: cursor.start + snippet.length, end: cursor.start + snippet.length };
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
              onInsert={() => insert(b.key)}
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
          <label className="text-xs text-slate-600">
            {t("data.example")}
            {draft.type === "boolean" ? (
              <select
                className={inputClass}
                value={draft.example}
                onChange={(e) => setDraft({ ...draft, example: e.target.value })}
                data-testid="binding-example"
              >
                <option value="">—</option>
                <option value="true">{t("bool.true")}</option>
                <option value="false">{t("bool.false")}</option>
              </select>
            ) : (
              <input
                className={inputClass}
                inputMode={draft.type === "number" ? "decimal" : undefined}
                value={draft.example}
                onChange={(e) => setDraft({ ...draft, example: e.target.value })}
                data-testid="binding-example"
              />
            )}
          </label>
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

function BindingRow({
  binding,
  index,
  document,
  canInsert,
  onInsert,
}: {
  binding: Binding;
  index: number;
  document: TemplateDocument;
  canInsert: boolean;
  onInsert: () => void;
}) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  const [key, setKey] = useState(binding.key);
  const [error, setError] = useState<string | null>(null);
  const save = (next: Binding, mergeKey?: string) => {
    const problem =
      bindingKeyProblem(next.key) ??
      (document.bindings.some((b, i) => i !== index && b.key === next.key) ? t("data.keyTaken") : undefined) ??
      bindingListProblem(
        document,
        document.bindings.map((b, i) => (i === index ? next : b)),
        index,
      );
    setError(problem ?? null);
    if (!problem) store.apply(t("history.editBinding"), updateBinding(index, next), { mergeKey });
  };
  const isArray = binding.key.includes("[]");
  return (
    <li className="rounded-lg p-2 ring-1 ring-slate-200" data-testid="binding-row" data-key={binding.key}>
      <div className="grid grid-cols-2 gap-1.5">
        <input
          aria-label={t("data.key")}
          className={`${inputClass} col-span-2 font-mono`}
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            save({ ...binding, key: e.target.value.trim() }, `binding${index}.key`);
          }}
        />
        <input
          aria-label={t("data.label")}
          className={`${inputClass} col-span-2`}
          value={binding.label}
          onChange={(e) => save({ ...binding, label: e.target.value }, `binding${index}.label`)}
        />
        <select
          aria-label={t("data.type")}
          className={inputClass}
          value={binding.type}
          onChange={(e) => {
            const next: Binding = { ...binding, type: e.target.value as BindingType };
            delete next.example;
            save(next);
          }}
        >
          {BINDING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`bindingType.${type}`)}
            </option>
          ))}
        </select>
        {binding.type === "boolean" ? (
          <select
            aria-label={t("data.example")}
            className={inputClass}
            value={binding.example === undefined ? "" : String(binding.example)}
            onChange={(e) => {
              const next: Binding = { ...binding, example: exampleFrom("boolean", e.target.value) };
              if (next.example === undefined) delete next.example;
              save(next);
            }}
          >
            <option value="">—</option>
            <option value="true">{t("bool.true")}</option>
            <option value="false">{t("bool.false")}</option>
          </select>
        ) : (
          <input
            aria-label={t("data.example")}
            className={inputClass}
            defaultValue={binding.example === undefined ? "" : String(binding.example)}
            onChange={(e) => {
              const value = exampleFrom(binding.type, e.target.value);
              if (e.target.value !== "" && value === undefined) return;
              const next: Binding = { ...binding, example: value };
              if (value === undefined) delete next.example;
              save(next, `binding${index}.example`);
            }}
          />
        )}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
      <div className="mt-1.5 flex gap-1">
        <button
          type="button"
          className={`${iconButtonClass} text-xs`}
          disabled={!canInsert}
          title={canInsert ? undefined : t("data.selectText")}
          onClick={onInsert}
          data-testid="binding-insert"
        >
          {t(isArray ? "data.insertItem" : "data.insert")}
        </button>
        <button
          type="button"
          className={`${iconButtonClass} ml-auto text-xs text-red-700`}
          onClick={() => store.apply(t("history.removeBinding"), removeBinding(index))}
          data-testid="binding-remove"
        >
          {t("data.remove")}
        </button>
      </div>
    </li>
  );
}
