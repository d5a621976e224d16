import type { FieldType, ResourceMapperField } from "n8n-workflow";
import type { Binding } from "./paperjet-api";

const fieldType: Record<Binding["type"], FieldType> = { text: "string", number: "number", boolean: "boolean" };

/**
 * A template's bindings as the node's mapping columns: one per value (`customer.name`), and one
 * array column per list (`lines[].hours` → `lines`, a list of objects given as an expression).
 */
export function bindingColumns(bindings: Binding[]): ResourceMapperField[] {
  const columns: ResourceMapperField[] = [];
  const lists = new Set<string>();
  for (const binding of bindings) {
    const at = binding.key.indexOf("[].");
    if (at >= 0) {
      const list = binding.key.slice(0, at);
      if (lists.has(list)) continue;
      lists.add(list);
      columns.push({
        id: list,
        displayName: `${list} (list)`,
        type: "array",
        required: false,
        defaultMatch: false,
        display: true,
        canBeUsedToMatch: false,
      });
      continue;
    }
    const example = binding.example === undefined ? "" : ` (e.g. ${binding.example})`;
    columns.push({
      id: binding.key,
      displayName: `${binding.label || binding.key}${example}`,
      type: fieldType[binding.type],
      required: false,
      defaultMatch: false,
      display: true,
      canBeUsedToMatch: false,
    });
  }
  return columns;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== "object" || node[part] === null || Array.isArray(node[part])) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

/**
 * The generation call's `data`: the JSON object first, then each mapped column at its dotted path;
 * empty columns are not sent. A list column typed as text (JSON) is parsed.
 */
export function dataFromColumns(
  json: Record<string, unknown>,
  columns: Record<string, unknown>,
  listColumns: Set<string>,
): Record<string, unknown> {
  const data = structuredClone(json);
  for (const [key, value] of Object.entries(columns)) {
    if (value === undefined || value === null || value === "") continue;
    setPath(data, key, listColumns.has(key) && typeof value === "string" ? JSON.parse(value) : value);
  }
  return data;
}
