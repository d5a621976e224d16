import { z } from "./openapi-zod.ts";

/** The largest PostgreSQL integer (template versions): a larger one cannot name a row, and the database would fail on it. */
export const SQL_INTEGER_MAX = 2_147_483_647;

/**
 * Request JSON nested deeper than this is refused (422): walking it costs stack, and the render
 * queue's Redis scripts stop at 1,000 levels (a 5,000-deep body was answered 503 "queue not reachable").
 */
export const JSON_MAX_DEPTH = 64;

/** A template version number as the API accepts it. */
export const templateVersionNumberSchema = z.number().int().positive().max(SQL_INTEGER_MAX);
