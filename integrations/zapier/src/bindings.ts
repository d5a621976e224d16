/** A template's binding as `GET /api/v1/templates` lists it (docs/template-format.md). */
export interface Binding {
  key: string;
  label: string;
  type: "text" | "number" | "boolean";
  example?: string | number | boolean;
}

export interface ZapierField {
  key: string;
  label: string;
  type?: "string" | "number" | "boolean" | "text";
  required?: boolean;
  helpText?: string;
  placeholder?: string;
  children?: ZapierField[];
}

const fieldType = { text: "string", number: "number", boolean: "boolean" } as const;
/** Binding keys are identifiers joined by dots; field keys get this prefix so they cannot meet the action's own fields. */
const PREFIX = "data.";

function field(key: string, binding: Binding): ZapierField {
  const example = binding.example === undefined ? undefined : String(binding.example);
  return {
    key,
    label: binding.label || binding.key,
    type: fieldType[binding.type],
    required: false,
    ...(example
      ? { placeholder: example, helpText: `\`${binding.key}\`, for example ${example}. Left empty: not sent.` }
      : { helpText: `\`${binding.key}\`. Left empty: not sent.` }),
  };
}

/**
 * Zapier fields for a template's bindings: one field per value, and one line-item group per list
 * (`lines[].hours` → a group `lines` with a child `hours`), so a Zap can map a list of rows.
 * Lists inside lists have no Zapier form; the "Data (JSON)" field carries those.
 */
export function bindingFields(bindings: Binding[]): ZapierField[] {
  const fields: ZapierField[] = [];
  const groups = new Map<string, ZapierField>();
  for (const binding of bindings) {
    const at = binding.key.indexOf("[].");
    if (at < 0) {
      fields.push(field(PREFIX + binding.key, binding));
      continue;
    }
    const list = binding.key.slice(0, at);
    const rest = binding.key.slice(at + 3);
    if (rest.includes("[]")) continue;
    let group = groups.get(list);
    if (!group) {
      group = { key: PREFIX + list, label: list, children: [], helpText: `One line per item of \`${list}\`.` };
      groups.set(list, group);
      fields.push(group);
    }
    group.children!.push(field(rest, binding));
  }
  return fields;
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

const empty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * The generation call's `data` from the action's input: the "Data (JSON)" object first, then every
 * filled binding field over it at its dotted path; a line-item group becomes a list of objects.
 */
export function dataFromInput(inputData: Record<string, unknown>): Record<string, unknown> {
  const raw = inputData.dataJson;
  const data: Record<string, unknown> =
    typeof raw === "string" && raw.trim() ? JSON.parse(raw) : typeof raw === "object" && raw ? { ...(raw as object) } : {};
  for (const [key, value] of Object.entries(inputData)) {
    if (!key.startsWith(PREFIX) || empty(value)) continue;
    const path = key.slice(PREFIX.length);
    if (Array.isArray(value)) {
      setPath(
        data,
        path,
        value.map((row: Record<string, unknown>) => {
          const item: Record<string, unknown> = {};
          for (const [child, childValue] of Object.entries(row ?? {})) if (!empty(childValue)) setPath(item, child, childValue);
          return item;
        }),
      );
    } else {
      setPath(data, path, value);
    }
  }
  return data;
}
