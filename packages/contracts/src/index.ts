export * from "./env.ts";
export * from "./errors.ts";
export * from "./queue.ts";
export * from "./render-job.ts";
export * from "./generation.ts";
export * from "./limits.ts";
export * from "./openapi.ts";
export * from "./site.ts";
