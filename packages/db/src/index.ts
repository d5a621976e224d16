export * from "./connect.ts";
export * from "./migrate.ts";
export * from "./schema.ts";
export { migrations } from "./migrations/index.ts";
export { IMAGE_DEMO_TEMPLATE_ID, IMAGE_DEMO_WORKSPACE_ID } from "./migrations/2026_11_26_1510_image_demo.ts";
