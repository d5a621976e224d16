import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { handleApi, jsonOk, onlyMethod } from "~/utils/api.server";
import { requireAdmin } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    await requireAdmin(request);
    const db = await getDb();
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const [users, templates, calls] = await Promise.all([
      db.selectFrom("users").select([sql<string>`count(*)`.as("total"), sql<string>`count(*) filter (where created_at >= ${monthStart})`.as("month")]).executeTakeFirstOrThrow(),
      db.selectFrom("templates").select(sql<string>`count(*)`.as("total")).where("deleted_at", "is", null).where("is_library", "=", false).executeTakeFirstOrThrow(),
      db.selectFrom("api_calls").select([sql<string>`count(*)`.as("total"), sql<string>`count(*) filter (where created_at >= ${monthStart})`.as("month")]).executeTakeFirstOrThrow(),
    ]);
    return jsonOk({
      users: { total: Number(users.total), thisMonth: Number(users.month) },
      templates: { total: Number(templates.total) },
      apiCalls: { total: Number(calls.total), thisMonth: Number(calls.month) },
    });
  });

export const action = onlyMethod("GET");
