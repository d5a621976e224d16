export * from "./connect.ts";
export * from "./migrate.ts";
export * from "./schema.ts";
export { migrations } from "./migrations/index.ts";
