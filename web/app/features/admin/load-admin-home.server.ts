import { getDatabase } from "~/utils/db.server";
import { getRenderProducer } from "~/utils/queue.server";
import { getRedis } from "~/utils/redis.server";
import { getAdminStatistics } from "./admin-statistics.server";
import { listAuditLog } from "./audit-log.server";

/** The admin home: the statistics (the same module as the API call), the latest admin writes and feature suggestions. */
export async function loadAdminHome() {
  const database = await getDatabase();
  const db = database.db;
  const [statistics, audit, suggestions] = await Promise.all([
    getAdminStatistics({ database, redis: getRedis(), queue: getRenderProducer().queue }),
    listAuditLog(db, { page: 1, perPage: 15 }),
    db
      .selectFrom("suggestions")
      .leftJoin("users", "users.id", "suggestions.user_id")
      .select(["suggestions.id", "suggestions.message", "suggestions.created_at", "users.email"])
      .orderBy("suggestions.id", "desc")
      .limit(10)
      .execute(),
  ]);
  return {
    statistics,
    audit: audit.items,
    suggestions: suggestions.map((s) => ({
      id: s.id,
      message: s.message,
      email: s.email,
      createdAt: new Date(s.created_at).toISOString(),
    })),
  };
}
