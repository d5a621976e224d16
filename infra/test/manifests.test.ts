import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { RENDER_QUEUE } from "../../packages/contracts/src/queue.ts";

// These files cannot be run here (no container engine), so the test checks what a deploy relies on.

const infraDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(infraDir, "..");
const k8sDir = path.join(infraDir, "k8s");

type Obj = Record<string, any>;

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : yamlFilesUnder(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

function documentsOf(file: string): Obj[] {
  return parseAllDocuments(readFileSync(file, "utf8"), { merge: true })
    .map((doc) => doc.toJS())
    .filter((value) => value != null);
}

const k8sFiles = yamlFilesUnder(k8sDir);
const objects = k8sFiles
  .filter((file) => path.basename(file) !== "kustomization.yaml")
  .flatMap((file) => documentsOf(file).map((object) => ({ file: path.basename(file), object })));

function single(kind: string, name?: string): Obj {
  const found = objects.filter(({ object }) => object.kind === kind && (name === undefined || object.metadata?.name === name));
  expect(
    found.map(({ file }) => file),
    `exactly one ${kind}${name ? ` ${name}` : ""}`,
  ).toHaveLength(1);
  return found[0]!.object;
}

const scaledObject = single("ScaledObject");
const workerName: string = scaledObject.spec.scaleTargetRef.name;
const worker = single("Deployment", workerName);
const web = single("Deployment", "paperjet-web");
const configMap = single("ConfigMap");
const secretTemplate = single("Secret");

const containerOf = (deployment: Obj): Obj => deployment.spec.template.spec.containers[0];

function portNumber(container: Obj, port: string | number): number | undefined {
  if (typeof port === "number") return port;
  return container.ports?.find((p: Obj) => p.name === port)?.containerPort;
}

function matches(selector: Record<string, string>, labels: Record<string, string>) {
  return Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels?.[key] === value);
}

/** "60s", "1m30s", "45" → seconds. */
function seconds(duration: string | number): number {
  if (typeof duration === "number") return duration;
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)?/g)];
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[(u ?? "s") as keyof typeof unit], 0);
}

const renderDeadlineSeconds = Number(configMap.data.RENDER_TIMEOUT_MS) / 1000;

describe("YAML under infra/", () => {
  const files = yamlFilesUnder(infraDir);

  it("finds the compose file and the manifests", () => {
    expect(files.map((f) => path.relative(infraDir, f))).toEqual(expect.arrayContaining(["compose.yaml", "k8s/kustomization.yaml"]));
  });

  it.each(files.map((f) => [path.relative(infraDir, f), f]))("%s parses", (_name, file) => {
    const docs = parseAllDocuments(readFileSync(file, "utf8"), { merge: true });
    for (const doc of docs) expect(doc.errors.map((e) => e.message)).toEqual([]);
    expect(docs.filter((doc) => doc.contents != null).length).toBeGreaterThan(0);
  });
});

describe("Kubernetes manifests", () => {
  it("every object has apiVersion, kind and metadata.name, and no namespace", () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const { file, object } of objects) {
      expect(object.apiVersion, file).toEqual(expect.any(String));
      expect(object.kind, file).toEqual(expect.any(String));
      expect(object.metadata?.name, `${file} ${object.kind}`).toEqual(expect.any(String));
      expect(object.metadata?.namespace, `${file} ${object.kind} is namespace-agnostic`).toBeUndefined();
    }
  });

  it("the kustomization lists every manifest except the Secret template", () => {
    const kustomization = parse(readFileSync(path.join(k8sDir, "kustomization.yaml"), "utf8"));
    expect(kustomization.kind).toBe("Kustomization");
    expect(kustomization.namespace).toBeUndefined();
    const manifests = k8sFiles.map((f) => path.basename(f)).filter((f) => f !== "kustomization.yaml");
    expect([...kustomization.resources].sort()).toEqual(manifests.filter((f) => f !== "secret.example.yaml").sort());
  });

  it("the Secret template holds placeholders only", () => {
    const values = Object.values(secretTemplate.stringData ?? {}) as string[];
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value === "" || value.includes("CHANGE-ME"), value).toBe(true);
    expect(secretTemplate.data).toBeUndefined();
  });

  it("every referenced ConfigMap and Secret key exists", () => {
    const secretKeys = Object.keys(secretTemplate.stringData);
    const podSpecs = objects.map(({ object }) => object.spec?.template?.spec).filter(Boolean);
    const envs = podSpecs.flatMap((spec) => spec.containers.flatMap((c: Obj) => c.env ?? []));
    expect(envs.length).toBeGreaterThan(0);
    for (const { name, valueFrom } of envs) {
      if (valueFrom?.configMapKeyRef) {
        expect(valueFrom.configMapKeyRef.name, name).toBe(configMap.metadata.name);
        expect(Object.keys(configMap.data), name).toContain(valueFrom.configMapKeyRef.key);
      }
      if (valueFrom?.secretKeyRef) {
        expect(valueFrom.secretKeyRef.name, name).toBe(secretTemplate.metadata.name);
        expect(secretKeys, name).toContain(valueFrom.secretKeyRef.key);
      }
    }
    for (const spec of podSpecs) {
      for (const source of spec.containers.flatMap((c: Obj) => c.envFrom ?? [])) {
        if (source.configMapRef) expect(source.configMapRef.name).toBe(configMap.metadata.name);
        if (source.secretRef) expect(source.secretRef.name).toBe(secretTemplate.metadata.name);
      }
    }
  });

  it("pods run as non-root, and Deployments select their own pods", () => {
    for (const { file, object } of objects.filter(({ object }) => object.spec?.template?.spec)) {
      const spec = object.spec.template.spec;
      expect(spec.securityContext?.runAsNonRoot, file).toBe(true);
      expect(spec.securityContext?.runAsUser, file).not.toBe(0);
      for (const container of spec.containers) {
        expect(container.securityContext?.allowPrivilegeEscalation, `${file} ${container.name}`).toBe(false);
        expect(container.resources?.limits?.memory, `${file} ${container.name}`).toBeDefined();
      }
      if (object.kind === "Deployment") {
        expect(matches(object.spec.selector.matchLabels, object.spec.template.metadata.labels), file).toBe(true);
      }
    }
  });

  it("the render worker has readiness and liveness probes on its HTTP port", () => {
    const container = containerOf(worker);
    const workerPort = Number(container.env.find((e: Obj) => e.name === "WORKER_HTTP_PORT")?.value);
    expect(workerPort).toBe(9464);
    expect(container.readinessProbe?.httpGet?.path).toBe("/readyz");
    expect(container.livenessProbe?.httpGet?.path).toBe("/livez");
    expect(portNumber(container, container.readinessProbe.httpGet.port)).toBe(workerPort);
    expect(portNumber(container, container.livenessProbe.httpGet.port)).toBe(workerPort);
  });

  it("the render worker outlives its render deadline on shutdown", () => {
    expect(renderDeadlineSeconds).toBeGreaterThan(0);
    const grace = worker.spec.template.spec.terminationGracePeriodSeconds;
    expect(grace).toBeGreaterThan(30);
    expect(grace).toBeGreaterThan(renderDeadlineSeconds);
    const env = containerOf(worker).env as Obj[];
    expect(env.find((e) => e.name === "RENDER_TIMEOUT_MS")?.valueFrom?.configMapKeyRef?.key).toBe("RENDER_TIMEOUT_MS");
    const shutdownSeconds = Number(env.find((e) => e.name === "SHUTDOWN_GRACE_MS")?.value) / 1000;
    expect(shutdownSeconds).toBeGreaterThanOrEqual(renderDeadlineSeconds);
    expect(grace).toBeGreaterThan(shutdownSeconds);
  });

  it("the render worker has resources and a memory-backed /dev/shm", () => {
    const spec = worker.spec.template.spec;
    const container = containerOf(worker);
    expect(container.resources.requests).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
    expect(container.resources.limits).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
    const shm = container.volumeMounts.find((m: Obj) => m.mountPath === "/dev/shm");
    expect(shm).toBeDefined();
    expect(spec.volumes.find((v: Obj) => v.name === shm.name)?.emptyDir?.medium).toBe("Memory");
    const concurrency = container.env.find((e: Obj) => e.name === "RENDER_CONCURRENCY")?.value;
    expect(Number(concurrency)).toBeLessThanOrEqual(Number(container.resources.limits.cpu));
  });

  it("the worker Deployment leaves the replica count to KEDA", () => {
    expect(worker.spec.replicas).toBeUndefined();
  });

  it("KEDA scales the worker Deployment on the BullMQ wait list and the asynchronous items' prioritized set", () => {
    expect(scaledObject.apiVersion).toBe("keda.sh/v1alpha1");
    expect(scaledObject.spec.scaleTargetRef.kind ?? "Deployment").toBe("Deployment");
    expect(scaledObject.spec.minReplicaCount).toBe(1);
    expect(scaledObject.spec.maxReplicaCount).toBe(20);
    const wait = scaledObject.spec.triggers.find((t: Obj) => t.type === "redis" && t.metadata.listName === `bull:${RENDER_QUEUE}:wait`);
    expect(wait, "redis trigger on the wait list").toBeDefined();
    expect(Number(wait.metadata.listLength)).toBeGreaterThan(0);
    // Asynchronous items carry a BullMQ priority (asyncPriority) and wait in this sorted set,
    // which KEDA's redis scaler counts with ZCARD.
    const prioritized = scaledObject.spec.triggers.find(
      (t: Obj) => t.type === "redis" && t.metadata.listName === `bull:${RENDER_QUEUE}:prioritized`,
    );
    expect(prioritized, "redis trigger on the prioritized set").toBeDefined();
    expect(Number(prioritized.metadata.listLength)).toBe(Number(wait.metadata.listLength));
    // A worker holds its render slots' jobs and those taken ahead (RENDER_PREFETCH defaults to 4 per slot).
    const active = scaledObject.spec.triggers.find((t: Obj) => t.type === "redis" && t.metadata.listName === `bull:${RENDER_QUEUE}:active`);
    const slots = Number(containerOf(worker).env.find((e: Obj) => e.name === "RENDER_CONCURRENCY")?.value);
    const prefetch = Number(containerOf(worker).env.find((e: Obj) => e.name === "RENDER_PREFETCH")?.value ?? slots * 4);
    expect(Number(active?.metadata.listLength)).toBe(slots + prefetch);
    const workerEnv = containerOf(worker).env.map((e: Obj) => e.name);
    for (const trigger of scaledObject.spec.triggers) {
      expect(trigger.metadata.listName).toMatch(new RegExp(`^bull:${RENDER_QUEUE}:`));
      for (const [key, envName] of Object.entries(trigger.metadata)) {
        if (key.endsWith("FromEnv")) expect(workerEnv, key).toContain(envName);
      }
    }
  });

  it("a PodDisruptionBudget covers the worker pods", () => {
    const pdb = single("PodDisruptionBudget");
    expect(matches(pdb.spec.selector.matchLabels, worker.spec.template.metadata.labels)).toBe(true);
  });

  it("web is ready on /api/health but kept alive by a lighter check", () => {
    const container = containerOf(web);
    expect(container.readinessProbe?.httpGet?.path).toBe("/api/health");
    expect(container.livenessProbe).toBeDefined();
    expect(container.livenessProbe.httpGet?.path).not.toBe("/api/health");
    expect(portNumber(container, container.readinessProbe.httpGet.port)).toBe(3000);
  });

  it("the web Service reaches the web pods", () => {
    const service = single("Service");
    expect(matches(service.spec.selector, web.spec.template.metadata.labels)).toBe(true);
    for (const port of service.spec.ports) expect(portNumber(containerOf(web), port.targetPort)).toBe(3000);
  });

  it("the migration Job runs pnpm db:migrate from the web image", () => {
    const job = single("Job");
    const container = job.spec.template.spec.containers[0];
    expect(container.image).toBe(containerOf(web).image);
    expect([...(container.command ?? []), ...(container.args ?? [])].join(" ")).toContain("db:migrate");
    expect(job.spec.template.spec.restartPolicy).toBe("Never");
  });
});

describe("compose.yaml", () => {
  const compose = parse(readFileSync(path.join(infraDir, "compose.yaml"), "utf8"), { merge: true });
  const services = compose.services as Obj;
  const command = (value: string | string[]) => (Array.isArray(value) ? value.join(" ") : value);

  it("has the five services, and MinIO for uploads in the s3 profile", () => {
    const always = Object.keys(services).filter((name) => !services[name].profiles);
    expect(always.sort()).toEqual(["migrate", "postgres", "redis", "render-worker", "web"]);
    expect(services.minio.profiles).toEqual(["s3"]);
    expect(services["minio-bucket"].profiles).toEqual(["s3"]);
  });

  it("passes every setting group the product reads to web (SMTP, S3, OAuth, Chargebee, operator, Sentinel)", () => {
    const names = Object.keys(services.web.environment);
    for (const name of [
      "SMTP_URL",
      "MAIL_FROM",
      "OPERATOR_EMAIL",
      "S3_BUCKET",
      "S3_ENDPOINT",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "GOOGLE_CLIENT_ID",
      "GITHUB_CLIENT_SECRET",
      "CHARGEBEE_SITE",
      "CHARGEBEE_WEBHOOK_PASSWORD",
      "OPERATOR_NAME",
      "OPERATOR_ADDRESS",
      "OPERATOR_IBAN",
      "REDIS_SENTINELS",
      "REDIS_SENTINEL_NAME",
    ]) {
      expect(names, name).toContain(name);
    }
    expect(Object.keys(services["render-worker"].environment)).toEqual(expect.arrayContaining(["REDIS_SENTINELS", "REDIS_SENTINEL_NAME"]));
  });

  it("runs Redis with maxmemory-policy noeviction", () => {
    expect(services.redis.image).toMatch(/^redis:7/);
    expect(command(services.redis.command)).toMatch(/--maxmemory-policy noeviction\b/);
    expect(services.redis.healthcheck?.test).toBeDefined();
  });

  it("runs PostgreSQL 16 on a volume with a health check", () => {
    expect(services.postgres.image).toMatch(/^postgres:16/);
    const volume = String(services.postgres.volumes[0]).split(":")[0];
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(services.postgres.healthcheck?.test).toBeDefined();
  });

  it("starts web after the migrations finished and Redis is healthy", () => {
    expect(services.migrate.depends_on.postgres.condition).toBe("service_healthy");
    expect(command(services.migrate.command)).toContain("db:migrate");
    expect(services.web.depends_on.migrate.condition).toBe("service_completed_successfully");
    expect(services.web.depends_on.redis.condition).toBe("service_healthy");
  });

  it("requires SESSION_SECRET and defaults the rest", () => {
    expect(services.web.environment.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?.+\}$/);
    expect(services.web.environment.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(services.web.environment.REDIS_URL).toBe(services["render-worker"].environment.REDIS_URL);
  });

  it("runs at least two render workers that can finish their jobs on shutdown", () => {
    const worker = services["render-worker"];
    expect(worker.deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(worker.ports, "published ports would block --scale").toBeUndefined();
    const shutdownSeconds = Number(worker.environment.SHUTDOWN_GRACE_MS) / 1000;
    expect(shutdownSeconds).toBeGreaterThanOrEqual(renderDeadlineSeconds);
    expect(seconds(worker.stop_grace_period)).toBeGreaterThan(shutdownSeconds);
    expect(worker.shm_size).toBeDefined();
  });

  it("builds the images from the repository root with the Dockerfiles here", () => {
    for (const name of ["migrate", "web", "render-worker"]) {
      const build = services[name].build;
      const context = path.resolve(infraDir, build.context);
      expect(context, name).toBe(repoRoot);
      expect(existsSync(path.join(context, build.dockerfile)), `${name}: ${build.dockerfile}`).toBe(true);
    }
    expect(services.migrate.image).toBe(services.web.image);
  });
});

type Instruction = { op: string; args: string };
type Stage = { name?: string; from: string; instructions: Instruction[] };

/** Stages of a Dockerfile, with ARG defaults declared before the first FROM substituted. */
function dockerfile(file: string) {
  const lines = readFileSync(file, "utf8")
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = op.toUpperCase();
    if (upper === "FROM") {
      const [image = "", , name] = args.replace(/\$\{(\w+)\}/g, (_, v) => globalArgs[v] ?? "").split(/\s+/);
      stages.push({ name, from: image, instructions: [] });
    } else if (stages.length === 0 && upper === "ARG") {
      const [key, value = ""] = args.split("=");
      globalArgs[key!] = value;
    } else {
      stages.at(-1)?.instructions.push({ op: upper, args });
    }
  }
  /** The final stage's instructions, preceded by those of the stages it is built FROM. */
  const lineage = (stage: Stage): Instruction[] => {
    const parent = stages.find((s) => s.name === stage.from);
    return [...(parent ? lineage(parent) : []), ...stage.instructions];
  };
  const final = stages.at(-1)!;
  const root = (stage: Stage): string =>
    stages.find((s) => s.name === stage.from) ? root(stages.find((s) => s.name === stage.from)!) : stage.from;
  return { stages, final, finalLineage: lineage(final), finalBase: root(final), all: stages.flatMap((s) => s.instructions) };
}

describe.each([
  ["web", "web.Dockerfile", 3000],
  ["render-worker", "render-worker.Dockerfile", 9464],
])("%s Dockerfile", (_name, fileName, port) => {
  const file = path.join(infraDir, "docker", fileName);

  it("exists", () => {
    expect(existsSync(file)).toBe(true);
  });

  const d = existsSync(file) ? dockerfile(file) : undefined;
  const ops = (list: Instruction[], op: string) => list.filter((i) => i.op === op).map((i) => i.args);

  it("is multi-stage on Node 24 LTS, the base pinned to a patch release", () => {
    expect(d!.stages.length).toBeGreaterThan(1);
    const pinned = /^node:24\.\d+\.\d+-bookworm-slim$/;
    for (const stage of d!.stages) {
      if (!d!.stages.some((s) => s.name === stage.from)) expect(stage.from).toMatch(pinned);
    }
    expect(d!.finalBase).toMatch(pinned);
  });

  it("installs pnpm 10 with npm and a frozen lockfile", () => {
    const run = ops(d!.all, "RUN").join("\n");
    expect(run).toMatch(/npm install -g pnpm@\$\{PNPM_VERSION\}|npm i(nstall)? -g pnpm@10/);
    expect(ops(d!.all, "ARG").join(" ") + run).toMatch(/pnpm@10|PNPM_VERSION=10/);
    expect(run).toMatch(/pnpm install --frozen-lockfile/);
    expect(run).not.toMatch(/corepack/);
  });

  it("runs as a non-root user", () => {
    const users = ops(d!.finalLineage, "USER");
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it("uses tini as PID 1", () => {
    expect(ops(d!.finalLineage, "RUN").join("\n")).toMatch(/apt-get install[^\n]*\btini\b/);
    expect(ops(d!.finalLineage, "ENTRYPOINT").at(-1)).toMatch(/^\["\/usr\/bin\/tini",\s*"--"\]$/);
  });

  it("sets NODE_ENV=production, exposes its port and has a health check", () => {
    expect(ops(d!.finalLineage, "ENV").join(" ")).toMatch(/\bNODE_ENV=production\b/);
    expect(ops(d!.finalLineage, "EXPOSE")).toContain(String(port));
    expect(ops(d!.finalLineage, "HEALTHCHECK").at(-1)).toMatch(/CMD /);
  });
});

describe("render-worker image", () => {
  const d = dockerfile(path.join(infraDir, "docker", "render-worker.Dockerfile"));
  const runs = d.finalLineage.filter((i) => i.op === "RUN").map((i) => i.args);

  it("installs Debian's chromium-headless-shell and fonts without recommends", () => {
    const install = runs.find((r) => /apt-get install[^&]*\bchromium-headless-shell\b/.test(r));
    expect(install, "apt-get install chromium-headless-shell in the final stage").toBeDefined();
    expect(install).toMatch(/--no-install-recommends/);
    expect(install).toMatch(/\bfonts-/);
  });

  it("points CHROMIUM_PATH at it", () => {
    expect(
      d.finalLineage
        .filter((i) => i.op === "ENV")
        .map((i) => i.args)
        .join(" "),
    ).toMatch(/\bCHROMIUM_PATH=\/usr\/lib\/chromium\/chromium-headless-shell(\s|$)/);
  });
});

describe(".dockerignore", () => {
  const ignore = readFileSync(path.join(repoRoot, ".dockerignore"), "utf8")
    .split(/\r?\n/)
    .map((l) => l.trim());

  it("keeps host node_modules and local data out of the build context", () => {
    expect(ignore).toEqual(expect.arrayContaining(["**/node_modules", ".git", ".data"]));
  });

  it("keeps what the image build needs", () => {
    for (const needed of [
      "pnpm-lock.yaml",
      "pnpm-workspace.yaml",
      "package.json",
      "packages",
      "web",
      "render-worker",
      "infra/package.json",
    ]) {
      expect(ignore, needed).not.toContain(needed);
    }
  });
});
