import { auditLogDataSchema, auditLogRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { listAuditLog } from "~/features/admin/audit-log.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/audit-log` `{ page?, perPage?, userId? }`: admin writes, newest first. */
const route = adminRoute({
  post: async ({ request, db }) => jsonOk(auditLogDataSchema.parse(await listAuditLog(db, await readJson(request, auditLogRequestSchema)))),
});
export const loader = route.loader;
export const action = route.action;
