import type { Redis } from "ioredis";
import { apiError } from "~/utils/api-error-locale.server";
import { queueDown } from "~/utils/queue.server";
import type { RenderLimits } from "~/config/render-limits.server";

const PREFIX = "paperjet:fair:";

/**
 * A tenant's work: the ids of its renders queued, running or parked, scored by their deadline. Its size
 * is what RENDER_QUEUED_PER_TENANT caps; asynchronous items join it too (held-items.server.ts).
 */
export const tenantWorkKey = (tenantId: string) => `${PREFIX}work:${tenantId}`;
/** How often a parked heavy render asks again; a heavy render takes seconds, so this costs nothing. */
const PARK_POLL_MS = 100;

/**
 * One script, one round trip: entries past their deadline are dropped (a web process that died
 * cannot hold a place), the call joins its tenant's work unless that is full (-1), and a heavy call
 * also takes a place among its tenant's and everyone's heavy renders, or is told to park (0).
 * KEYS: tenant work, tenant heavy, all heavy. ARGV: now, job id, deadline, work max, heavy (0/1),
 * tenant heavy max, all heavy max.
 */
const ADMIT_SCRIPT = `
local now = tonumber(ARGV[1])
for i = 1, 3 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now) end
if not redis.call('ZSCORE', KEYS[1], ARGV[2]) then
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return -1 end
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
  redis.call('PEXPIRE', KEYS[1], math.max(redis.call('PTTL', KEYS[1]), tonumber(ARGV[3]) - now))
end
if ARGV[5] == '1' then
  if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[6]) or redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[7]) then return 0 end
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
  redis.call('ZADD', KEYS[3], ARGV[3], ARGV[2])
  redis.call('PEXPIREAT', KEYS[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[3], math.max(redis.call('PTTL', KEYS[3]), tonumber(ARGV[3]) - now))
end
return 1`;

type AdmitClient = Redis & {
  paperjetAdmitRender(work: string, tenantHeavy: string, allHeavy: string, ...args: (string | number)[]): Promise<number>;
};

export interface RenderAdmission {
  /** Gives the places back; call once the render has ended, however it ended. */
  release(): void;
}

/**
 * Fair rendering (docs/decisions/008): BullMQ serves jobs first come, first served, so a tenant's
 * place is taken before its job is queued. Every call counts against its tenant's queued work (429
 * past `queuedPerTenant`); a heavy one also needs a heavy place, of which a tenant has
 * `heavyPerTenant` and everybody together `heavyTotal`, and otherwise waits here, parked, until one
 * is free or its deadline passes (504). Light calls never wait, so the render slots that heavy work
 * may not take stay free for everyone's light documents.
 */
export async function admitRender(options: {
  redis: Redis;
  tenantId: string;
  jobId: string;
  heavy: boolean;
  deadlineAt: number;
  limits: RenderLimits;
}): Promise<RenderAdmission> {
  const { redis, tenantId, jobId, heavy, deadlineAt, limits } = options;
  if (!("paperjetAdmitRender" in redis)) redis.defineCommand("paperjetAdmitRender", { numberOfKeys: 3, lua: ADMIT_SCRIPT });
  const client = redis as AdmitClient;
  const keys = [tenantWorkKey(tenantId), `${PREFIX}heavy:${tenantId}`, `${PREFIX}heavy`] as const;
  const release = () => {
    void redis
      .multi()
      .zrem(keys[0], jobId)
      .zrem(keys[1], jobId)
      .zrem(keys[2], jobId)
      .exec()
      .catch((error: Error) =>
        console.error(`[render] could not release the place of ${jobId} (it expires at its deadline): ${error.message}`),
      );
  };
  for (;;) {
    const now = Date.now();
    const admitted = Number(
      await client
        .paperjetAdmitRender(
          ...keys,
          now,
          jobId,
          deadlineAt,
          limits.queuedPerTenant,
          heavy ? 1 : 0,
          limits.heavyPerTenant,
          limits.heavyTotal,
        )
        // Redis down is a 503, as for the queue itself: the rate limit may have let the call through on its cached count.
        .catch((error: unknown) => {
          throw queueDown(error);
        }),
    );
    if (admitted === 1) return { release };
    if (admitted === -1) {
      throw apiError(
        "rate_limited",
        "tooManyRenders",
        `This account already has ${limits.queuedPerTenant} documents waiting or rendering. Try again in a moment.`,
        {
          params: { max: limits.queuedPerTenant },
          headers: { "Retry-After": "1" },
        },
      );
    }
    if (now + PARK_POLL_MS >= deadlineAt) {
      release();
      throw apiError(
        "render_timeout",
        "parkedTooLong",
        "Your account's other large documents were still rendering when this call's time ran out.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, PARK_POLL_MS));
  }
}
