import type { SampleCall } from "./code-samples";

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
  description?: string;
  additionalProperties?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
};
type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, { description?: string }> };
  paths: Record<string, Record<string, Operation>>;
};
type Operation = {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, { description?: string }>; content?: Record<string, { schema?: Schema }> }
  >;
};

export interface FieldView {
  name: string;
  type: string;
  required: boolean;
  description: string;
  defaultValue?: string;
}

export interface EndpointView {
  id: string;
  method: string;
  path: string;
  summary: string;
  authenticated: boolean;
  parameters: (FieldView & { location: string })[];
  body: { contentType: string; schemaName?: string; fields: FieldView[] } | null;
  responses: { status: string; description: string; contentTypes: string[]; headers: string[] }[];
  example: SampleCall;
}

export interface ApiReferenceView {
  title: string;
  version: string;
  description: string;
  baseUrl: string;
  endpoints: EndpointView[];
}

/** Example bodies that show a realistic call; other operations get one built from the schema's defaults. */
const EXAMPLE_BODIES: Record<string, unknown> = {
  "POST /api/v1/generate/single/{templateId}": {
    data: { customer: { name: "ACME B.V." }, invoice: { number: "2026-0142", total: 1250 } },
    format: "pdf",
    test: true,
  },
  "POST /api/v1/generate/async/{templateId}": {
    data: { customer: { name: "ACME B.V." } },
    callbackUrl: "https://example.com/paperjet-hook",
    metadata: { orderId: 42 },
  },
  "POST /api/v1/generate/batch": {
    items: [
      { templateId: "3f0c8a52-6a1e-4c1b-9a55-0d8f2b7c1e01", data: { customer: { name: "ACME B.V." } }, fileName: "acme.pdf" },
      { templateId: "3f0c8a52-6a1e-4c1b-9a55-0d8f2b7c1e01", data: { customer: { name: "Globex" } }, fileName: "globex.pdf" },
    ],
    output: "merged",
  },
};

function refName(schema: Schema): string | undefined {
  return schema.$ref?.split("/").pop();
}

function describeType(schema: Schema, doc: OpenApiDocument): string {
  const name = refName(schema);
  if (name) return name;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  if (type === "array" && schema.items) return `${describeType(schema.items, doc)}[]`;
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` (${schema.minimum ?? schema.exclusiveMinimum ?? ""}..${schema.maximum ?? ""})`
      : schema.exclusiveMinimum === 0
        ? " (> 0)"
        : "";
  return `${type}${schema.format ? ` (${schema.format})` : ""}${range}`;
}

function resolve(schema: Schema, doc: OpenApiDocument): Schema {
  const name = refName(schema);
  return name ? (doc.components?.schemas?.[name] ?? schema) : schema;
}

/**
 * A body's fields; an object field's own fields follow it under dotted names (`pdf.password.user`),
 * so options grouped in an object are described like the top-level ones.
 */
function bodyFields(schema: Schema, doc: OpenApiDocument, translate: (text: string) => string, prefix = ""): FieldView[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const resolved = resolve(property, doc);
    const field: FieldView = {
      name: prefix + name,
      type: describeType(property, doc),
      required: schema.required?.includes(name) ?? false,
      description: translate(property.description ?? resolved.description ?? ""),
      defaultValue: property.default === undefined ? undefined : JSON.stringify(property.default),
    };
    return [field, ...(resolved.properties ? bodyFields(resolved, doc, translate, `${prefix}${name}.`) : [])];
  });
}

/**
 * The OpenAPI document as the API reference page shows it: endpoints with
 * their parameters, body fields, responses and an example call. `translate`
 * turns the document's English texts into the page's language.
 */
export function describeOpenApi(document: object, translate: (text: string) => string = (text) => text): ApiReferenceView {
  const doc = document as OpenApiDocument;
  const baseUrl = doc.servers?.[0]?.url ?? "";
  const endpoints: EndpointView[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    // The reference page is for API-key clients; the document also carries the internal account calls.
    if (!path.startsWith("/api/v1/")) continue;
    for (const [method, op] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const json = op.requestBody?.content["application/json"];
      const bodySchema = json ? resolve(json.schema, doc) : undefined;
      const fields = bodySchema ? bodyFields(bodySchema, doc, translate) : [];
      const binary = Object.keys(op.responses["200"]?.content ?? {}).find((type) => !type.includes("json"));
      const exampleBody =
        EXAMPLE_BODIES[`${upper} ${path}`] ??
        (bodySchema
          ? Object.fromEntries(fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.name, JSON.parse(f.defaultValue!)]))
          : undefined);
      endpoints.push({
        id: `${method}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`,
        method: upper,
        path,
        summary: translate(op.summary ?? ""),
        authenticated: Boolean(op.security?.length),
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          location: p.in,
          type: p.schema ? describeType(p.schema, doc) : "string",
          required: Boolean(p.required),
          description: translate(p.description ?? p.schema?.description ?? ""),
        })),
        body: json ? { contentType: "application/json", schemaName: refName(json.schema), fields } : null,
        responses: Object.entries(op.responses).map(([status, response]) => ({
          status,
          description: translate(response.description),
          contentTypes: Object.keys(response.content ?? {}),
          headers: Object.keys(response.headers ?? {}),
        })),
        example: {
          method: upper === "GET" ? "GET" : "POST",
          url: baseUrl + path.replace(/\{(\w+)\}/g, (_, name: string) => `YOUR_${name.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()}`),
          body: exampleBody,
          outputFile: binary === "application/pdf" ? "document.pdf" : undefined,
        },
      });
    }
  }
  return { title: doc.info.title, version: doc.info.version, description: doc.info.description ?? "", baseUrl, endpoints };
}
