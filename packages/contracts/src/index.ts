// The package's modules only define schemas and functions, so a bundle keeps just the modules whose
// exports it uses (package.json "sideEffects"; openapi-zod.ts extends zod on import and is always
// kept). Without it every page of the app loaded every API schema through this index (48 kB).
export * from "./env.ts";
export * from "./errors.ts";
export * from "./queue.ts";
export * from "./render-job.ts";
export * from "./generation.ts";
export * from "./signing-certificates.ts";
export * from "./limits.ts";
export * from "./openapi.ts";
export * from "./site.ts";
export * from "./workspaces.ts";
export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./admin-operations.ts";
export * from "./crm.ts";
export * from "./client.ts";
export * from "./async-jobs.ts";
export * from "./webhooks.ts";
export * from "./billing.ts";
export * from "./editor-sessions.ts";
export * from "./templates.ts";
export * from "./api-keys.ts";
export * from "./site-paths.ts";
export * from "./signed-urls.ts";
export * from "./v1-webhooks.ts";
