export * from "./schema/primitives.ts";
export * from "./schema/elements.ts";
export * from "./schema/binding.ts";
export * from "./schema/document.ts";
export { pageSizeMm, NAMED_PAGE_SIZES_MM } from "./document/page-size.ts";
export { createBlankDocument } from "./document/create-blank-document.ts";
export { migrateDocument, MigrationError, MIGRATIONS, type MigrationStep } from "./document/migrate-document.ts";
