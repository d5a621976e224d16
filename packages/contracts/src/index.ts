export * from "./env.ts";
export * from "./errors.ts";
export * from "./queue.ts";
