import { adminStatisticsSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { getAdminStatistics } from "~/features/admin/admin-statistics.server";
import { jsonOk } from "~/features/api/api.server";
import { getDatabase } from "~/utils/db.server";
import { getRenderProducer } from "~/utils/queue.server";
import { getRedis } from "~/utils/redis.server";

/** `GET /api/admin/dashboard/statistics`: the admin home's numbers (admin-statistics.server.ts). */
const route = adminRoute({
  get: async () =>
    jsonOk(
      adminStatisticsSchema.parse(
        await getAdminStatistics({ database: await getDatabase(), redis: getRedis(), queue: getRenderProducer().queue }),
      ),
    ),
});
export const loader = route.loader;
export const action = route.action;
