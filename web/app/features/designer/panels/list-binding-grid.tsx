import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Tooltip } from "~/components/ui-tooltip";
import { COLUMN_TYPES, isIdentifier, type Binding, type BindingColumn, type ColumnType } from "@paperjet/template";
import { iconButtonClass } from "../ui/fields.tsx";
import { ValueInput, valueFrom, type ScalarValue } from "./binding-inputs.tsx";

const cellClass =
  "block w-full min-w-0 rounded border-0 px-1 py-0.5 text-xs ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-indigo-600";

type Row = Record<string, ScalarValue>;

function freeKey(columns: readonly BindingColumn[]): string {
  for (let n = columns.length + 1; ; n++) if (!columns.some((c) => c.key === `column${n}`)) return `column${n}`;
}

const withoutKey = (row: Row, key: string): Row => Object.fromEntries(Object.entries(row).filter(([k]) => k !== key));

/**
 * A list binding's columns and example rows as a small grid: a column is a key and a type, a row one
 * typed input per column. Every edit is a whole new binding, checked by the schema upstream.
 */
export function ListBindingGrid({ binding, onChange }: { binding: Binding; onChange: (next: Binding, mergeKey?: string) => void }) {
  const { t } = useTranslation("designer");
  const columns = binding.columns ?? [];
  const rows = (Array.isArray(binding.example) ? binding.example : []) as Row[];
  // A list without rows keeps no example, so its example data still shows two (empty) rows.
  const set = (nextColumns: BindingColumn[], nextRows: Row[], mergeKey?: string) => {
    const { example: _example, ...rest } = binding;
    onChange(nextRows.length ? { ...rest, columns: nextColumns, example: nextRows } : { ...rest, columns: nextColumns }, mergeKey);
  };

  const renameColumn = (index: number, key: string) => {
    const old = columns[index]!;
    if (!isIdentifier(key) || columns.some((c, i) => i !== index && c.key === key)) return;
    const label = old.label === old.key ? key : old.label;
    set(
      columns.map((c, i) => (i === index ? { ...c, key, label } : c)),
      rows.map((row) => (old.key in row ? { ...withoutKey(row, old.key), [key]: row[old.key]! } : row)),
      `${binding.key}.columns.${index}.key`,
    );
  };
  // Values of the old type would no longer fit the column, so a type change empties it.
  const retypeColumn = (index: number, type: ColumnType) =>
    set(
      columns.map((c, i) => (i === index ? { ...c, type } : c)),
      rows.map((row) => withoutKey(row, columns[index]!.key)),
    );
  const removeColumn = (index: number) =>
    set(
      columns.filter((_, i) => i !== index),
      rows.map((row) => withoutKey(row, columns[index]!.key)),
    );
  const addColumn = () => {
    const key = freeKey(columns);
    set([...columns, { key, label: key, type: "text" }], rows);
  };
  const setCell = (r: number, column: BindingColumn, text: string) => {
    const value = valueFrom(column.type, text);
    if (text !== "" && value === undefined) return;
    const next = rows.map((row, i) =>
      i !== r ? row : value === undefined ? withoutKey(row, column.key) : { ...row, [column.key]: value },
    );
    set(columns, next, `${binding.key}.rows.${r}.${column.key}`);
  };

  return (
    <div className="col-span-2 space-y-1.5" data-testid="list-grid">
      <div className="overflow-x-auto" role="group" aria-label={t("data.columns")}>
        <table className="w-full border-separate border-spacing-1 text-xs">
          <thead>
            <tr>
              {columns.map((column, c) => (
                <th key={c} scope="col" className="min-w-24 align-top font-normal">
                  <ColumnKeyInput label={t("data.columnKey", { n: c + 1 })} value={column.key} onChange={(key) => renameColumn(c, key)} />
                  <div className="mt-0.5 flex gap-0.5">
                    <select
                      aria-label={t("data.columnType", { n: c + 1 })}
                      className={cellClass}
                      value={column.type}
                      onChange={(e) => retypeColumn(c, e.target.value as ColumnType)}
                      data-testid="list-column-type"
                    >
                      {COLUMN_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`bindingType.${type}`)}
                        </option>
                      ))}
                    </select>
                    <Tooltip label={t("data.removeColumn", { n: c + 1 })}>
                      <button
                        type="button"
                        className="rounded px-1 text-red-700 hover:bg-red-50"
                        aria-label={t("data.removeColumn", { n: c + 1 })}
                        onClick={() => removeColumn(c)}
                      >
                        ×
                      </button>
                    </Tooltip>
                  </div>
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">{t("data.rowActions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} data-testid="list-row">
                {columns.map((column, c) => (
                  <td key={c}>
                    <ValueInput
                      type={column.type}
                      text={row[column.key] === undefined ? "" : String(row[column.key])}
                      onChange={(text) => setCell(r, column, text)}
                      label={t("data.cell", { row: r + 1, column: column.key })}
                      className={cellClass}
                    />
                  </td>
                ))}
                <td>
                  <Tooltip label={t("data.removeRow", { n: r + 1 })}>
                    <button
                      type="button"
                      className="rounded px-1 text-red-700 hover:bg-red-50"
                      aria-label={t("data.removeRow", { n: r + 1 })}
                      onClick={() =>
                        set(
                          columns,
                          rows.filter((_, i) => i !== r),
                        )
                      }
                    >
                      ×
                    </button>
                  </Tooltip>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex gap-1">
        <button
          type="button"
          className={`${iconButtonClass} text-xs ring-1 ring-slate-300`}
          onClick={addColumn}
          data-testid="list-add-column"
        >
          {t("data.addColumn")}
        </button>
        <button
          type="button"
          className={`${iconButtonClass} text-xs ring-1 ring-slate-300`}
          disabled={columns.length === 0}
          onClick={() => set(columns, [...rows, {}])}
          data-testid="list-add-row"
        >
          {t("data.addRow")}
        </button>
      </div>
    </div>
  );
}

/** Keeps what is typed (an empty or clashing key is not saved) and shows the saved key again once left. */
function ColumnKeyInput({ label, value, onChange }: { label: string; value: string; onChange: (key: string) => void }) {
  const [text, setText] = useState(value);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(value);
  }, [value, focused]);
  return (
    <input
      aria-label={label}
      className={`${cellClass} font-mono`}
      value={text}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.trim());
      }}
      data-testid="list-column-key"
    />
  );
}
