import type { Binding } from "@paperjet/template";
import type { DesignerElementDefinition, PlaceAt } from "../definition.ts";
import { TablePanel } from "./table-panel.tsx";

const icon = "M4 5h16v14H4zM4 10h16M4 14.5h16M10 5v14";

/** A table needs a list to show: it picks an existing one (`items[]…`), falling back to `items`. */
function newTable(at: PlaceAt, bindings: Binding[]) {
  const list = bindings.find((b) => b.key.includes("[]."))?.key.split("[].")[0] ?? "items";
  const fields = bindings.filter((b) => b.key.startsWith(`${list}[].`)).slice(0, 3);
  const columns = fields.length
    ? fields.map((b, i) => ({
        header: b.label || b.key,
        value: `{{ row.${b.key.slice(list.length + 3)} }}`,
        width: i === 0 ? 90 : 40,
        align: b.type === "number" ? ("right" as const) : undefined,
      }))
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
