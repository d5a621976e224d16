import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BINDING_TYPES,
  bindingKeyProblem,
  templateDocumentSchema,
  type Binding,
  type BindingType,
  type TemplateDocument,
} from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { updateBinding, removeBinding } from "../state/commands.ts";
import { iconButtonClass } from "../ui/fields.tsx";
import { inputClass, ValueInput, valueFrom } from "./binding-inputs.tsx";
import { FormatPicker } from "./format-picker.tsx";
import type { ValueFormat } from "./format-filter.ts";
import { ListBindingGrid } from "./list-binding-grid.tsx";

/** Why a binding list cannot be saved (a clash such as `items` next to `items[].x`), in the schema's words. */
export function bindingListProblem(doc: TemplateDocument, bindings: Binding[], index: number): string | undefined {
  const result = templateDocumentSchema.safeParse({ ...doc, bindings });
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === "bindings" && i.path[1] === index)?.message;
}

/** A binding of another type: a list starts with no columns, and no example survives the change. */
export function retyped(binding: Binding, type: BindingType): Binding {
  const { columns: _columns, example: _example, ...rest } = binding;
  return type === "list" ? { ...rest, type, columns: [] } : { ...rest, type };
}

const isFormattable = (binding: Binding): binding is Binding & { type: "number" | "date" } =>
  binding.type === "number" || binding.type === "date";

export function BindingRow({
  binding,
  index,
  document,
  canInsert,
  currentFormat,
  onInsert,
}: {
  binding: Binding;
  index: number;
  document: TemplateDocument;
  canInsert: boolean;
  /** The format of this binding's expression in the selected text, when the picker could have written it. */
  currentFormat?: ValueFormat;
  onInsert: (format?: ValueFormat) => void;
}) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  const [key, setKey] = useState(binding.key);
  const [exampleText, setExampleText] = useState(binding.example === undefined ? "" : String(binding.example));
  const [picking, setPicking] = useState(false);
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
            setExampleText("");
            save(retyped(binding, e.target.value as BindingType));
          }}
          data-testid="binding-row-type"
        >
          {BINDING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`bindingType.${type}`)}
            </option>
          ))}
        </select>
        {binding.type === "list" ? null : (
          <ValueInput
            type={binding.type}
            text={exampleText}
            label={t("data.example")}
            testId="binding-row-example"
            onChange={(text) => {
              setExampleText(text);
              const value = valueFrom(binding.type as Exclude<BindingType, "list">, text);
              if (text !== "" && value === undefined) return;
              const next: Binding = { ...binding, example: value };
              if (value === undefined) delete next.example;
              save(next, `binding${index}.example`);
            }}
          />
        )}
        {binding.type === "list" ? <ListBindingGrid binding={binding} onChange={save} /> : null}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
      <div className="mt-1.5 flex gap-1">
        {binding.type === "list" ? null : (
          <button
            type="button"
            className={`${iconButtonClass} text-xs`}
            disabled={!canInsert}
            title={canInsert ? undefined : t("data.selectText")}
            onClick={() => onInsert()}
            data-testid="binding-insert"
          >
            {t(isArray ? "data.insertItem" : "data.insert")}
          </button>
        )}
        {isFormattable(binding) ? (
          <button
            type="button"
            className={`${iconButtonClass} text-xs`}
            disabled={!canInsert}
            title={canInsert ? undefined : t("data.selectText")}
            onClick={() => setPicking(true)}
            data-testid="binding-format"
          >
            {t("data.format")}
          </button>
        ) : null}
        <button
          type="button"
          className={`${iconButtonClass} ml-auto text-xs text-red-700`}
          onClick={() => store.apply(t("history.removeBinding"), removeBinding(index))}
          data-testid="binding-remove"
        >
          {t("data.remove")}
        </button>
      </div>
      {picking && isFormattable(binding) ? (
        <FormatPicker
          binding={binding}
          initial={currentFormat}
          documentLocale={document.locale}
          onClose={() => setPicking(false)}
          onApply={(format) => {
            setPicking(false);
            onInsert(format);
          }}
        />
      ) : null}
    </li>
  );
}
