import type { Binding } from "@paperjet/template";
import type { DesignerElementDefinition, PlaceAt } from "../definition.ts";
import { TablePanel } from "./table-panel.tsx";

const icon = "M4 5h16v14H4zM4 10h16M4 14.5h16M10 5v14";

/** A table's columns from a list's fields: the first wide, numbers right-aligned. */
function columnsOf(fields: { label: string; key: string; type: string }[]) {
  return fields.slice(0, 3).map((field, i) => ({
    header: field.label || field.key,
    value: `{{ row.${field.key} }}`,
    width: i === 0 ? 90 : 40,
    align: field.type === "number" ? ("right" as const) : undefined,
  }));
}

/** A table needs a list to show: a list binding, else fields of one (`items[]…`), falling back to `items`. */
function newTable(at: PlaceAt, bindings: Binding[]) {
  const listBinding = bindings.find((b) => b.type === "list" && !b.key.includes("[]"));
  const list = listBinding?.key ?? bindings.find((b) => b.key.includes("[]."))?.key.split("[].")[0] ?? "items";
  const fields = listBinding
    ? (listBinding.columns ?? [])
    : bindings.filter((b) => b.key.startsWith(`${list}[].`)).map((b) => ({ ...b, key: b.key.slice(list.length + 3) }));
  const columns = fields.length
    ? columnsOf(fields)
    : [
        { header: "Description", value: "{{ row.description }}", width: 100 },
        { header: "Amount", value: "{{ row.amount }}", width: 40, align: "right" as const },
      ];
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  return {
    type: "table" as const,
    ...at(width, 16),
    each: list,
    columns,
    repeatHeader: true,
    headerStyle: { fontFamily: "Inter", fontSize: 9, fontWeight: 700, color: "#ffffff", background: "#4f46e5" },
    rowStyle: { fontFamily: "Inter", fontSize: 9, color: "#111827" },
    stripe: "#f1f5f9",
  };
}

export const tableDesigner: DesignerElementDefinition<"table"> = {
  Panel: TablePanel,
  kind: () => "table",
  icon: () => icon,
  insert: [{ kind: "table", icon, create: newTable }],
};
