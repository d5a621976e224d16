import { bindingsToDataSchema, validateData, type Binding } from "@paperjet/template";

type DataSchema = ReturnType<typeof bindingsToDataSchema>;

const MAX_SCHEMAS = 500;
const schemas = new Map<string, DataSchema>();

/**
 * `validateData` of @paperjet/template with the zod schema built once per set
 * of bindings instead of on every call: building it cost about as much as
 * checking the data (≈ 1 ms a call for the invoice). Keyed by the bindings'
 * JSON, so an edited template gets its own schema. Invalid data goes through
 * `validateData` itself, so the field errors are exactly the package's.
 */
export function validateTemplateData(options: { bindings: Binding[]; data: unknown }): ReturnType<typeof validateData> {
  const key = JSON.stringify(options.bindings);
  let schema = schemas.get(key);
  if (schema) {
    // Most recently used last, so a full cache drops the least recently used first.
    schemas.delete(key);
  } else {
    schema = bindingsToDataSchema(options.bindings);
    if (schemas.size >= MAX_SCHEMAS) schemas.delete(schemas.keys().next().value!);
  }
  schemas.set(key, schema);
  const result = schema.safeParse(options.data);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  return validateData(options.bindings, options.data);
}
