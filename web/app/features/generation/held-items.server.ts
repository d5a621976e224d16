import { GENERATION_JOBS_QUEUE, redisReconnectDelay, type RenderJobInput } from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { Queue, type JobsOptions } from "bullmq";
import type { Redis } from "ioredis";
import type { RenderLimits } from "~/config/render-limits.server";
import { env } from "~/config/env.server";
import { onShutdown } from "~/utils/on-shutdown.server";
import { getRenderProducer } from "~/utils/queue.server";
import { singleton } from "~/utils/singleton.server";
import { tenantWorkKey } from "./admit-render.server";

/**
 * Asynchronous items wait here, in Redis, until their tenant has a place (docs/decisions/008): an item
 * enters the render queue only while its tenant has fewer renders in its work (`tenantWorkKey`, the
 * count synchronous calls are admitted by, up to RENDER_QUEUED_PER_TENANT) than `itemPlaces`, and takes
 * a place there until it ends. A job's parent on the generation-jobs queue also waits for a gate, a
 * child nobody works on, so that it cannot finish while items are still held; the gate goes once the
 * last item is queued.
 */
/** The job's tenant, total, next (the first item not yet given a place), deadline, queue prefix and parent. */
const metaKey = (jobId: string) => `paperjet:fair:batch:${jobId}`;
/** index → the item's render payload, until it is queued. */
const heldKey = (jobId: string) => `paperjet:fair:held:${jobId}`;
/** The tenant's jobs with items held, in the order they take turns. */
const waitingKey = (tenantId: string) => `paperjet:fair:waiting:${tenantId}`;
/** Tenants with items held or in their work: what the sweep looks at. */
const TENANTS_KEY = "paperjet:fair:holding";
/** Render job ids that took a place but were not yet confirmed queued, scored by when. */
const CLAIMED_KEY = "paperjet:fair:claimed";
/** Jobs whose gate is still in place. */
const GATES_KEY = "paperjet:fair:gates";
const GATE_QUEUE = "generation-gate";
/** A claim this old was lost with the web process that made it: the sweep queues it (adding is idempotent). */
const STALE_CLAIM_MS = 10_000;
/** How often each web process sweeps: releases missed while no process listened, claims and gates left behind. */
export const HELD_ITEMS_SWEEP_MS = 5_000;

const placeOf = (renderJobId: string) => `item:${renderJobId}`;

/** The id of item `index`'s render job (BullMQ ids may not contain `:`). */
export const itemJobId = (jobId: string, index: number) => `${jobId}-${index}`;

const gateJobId = (jobId: string) => `${jobId}-gate`;

/** BullMQ's lowest priority: a larger number is refused. */
const LOWEST_PRIORITY = 2_097_152;

/**
 * Where item `index` of an asynchronous job queues (docs/decisions/008). BullMQ takes every job
 * without a priority (the synchronous calls people wait for) before any prioritized one, so no
 * batch delays another tenant's interactive call by more than the renders already running; among
 * prioritized jobs the lower number goes first, so the n-th items of all waiting jobs take turns
 * and a small batch is not stuck behind the whole of a large one.
 */
export const asyncPriority = (index: number) => Math.min(LOWEST_PRIORITY, index + 1);

/**
 * Takes the tenant's free places for its held items, one item of each waiting job in turn. KEYS: tenant
 * work, tenant waiting, claimed. ARGV: now, places per tenant, meta key prefix. Returns the render job ids.
 */
const CLAIM_SCRIPT = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local free = tonumber(ARGV[2]) - redis.call('ZCARD', KEYS[1])
local out = {}
local latest = now
while free > 0 do
  local job = redis.call('ZRANGE', KEYS[2], 0, 0)[1]
  if not job then break end
  local meta = ARGV[3] .. job
  local total = tonumber(redis.call('HGET', meta, 'total'))
  local index = tonumber(redis.call('HGET', meta, 'next'))
  if not total or not index or index >= total then
    redis.call('ZREM', KEYS[2], job)
  else
    local deadline = tonumber(redis.call('HGET', meta, 'deadline'))
    local id = job .. '-' .. index
    redis.call('HSET', meta, 'next', index + 1)
    redis.call('ZADD', KEYS[1], deadline, 'item:' .. id)
    redis.call('ZADD', KEYS[3], now, id)
    latest = math.max(latest, deadline)
    out[#out + 1] = id
    free = free - 1
    if index + 1 >= total then
      redis.call('ZREM', KEYS[2], job)
    else
      local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
      redis.call('ZADD', KEYS[2], tonumber(last[2]) + 1, job)
    end
  end
end
if #out > 0 then redis.call('PEXPIRE', KEYS[1], math.max(redis.call('PTTL', KEYS[1]), latest - now)) end
return out`;

/** A job joins the back of its tenant's turns. KEYS: tenant waiting, tenants. ARGV: job id, tenant. */
const WAIT_SCRIPT = `
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('ZADD', KEYS[1], (tonumber(last[2]) or 0) + 1, ARGV[1])
redis.call('SADD', KEYS[2], ARGV[2])`;

/** The sweep forgets a tenant with nothing held and no item in its work. KEYS: tenant waiting, tenant work, tenants. ARGV: tenant. */
const FORGET_SCRIPT = `
if redis.call('ZCARD', KEYS[1]) > 0 then return 0 end
for _, member in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do
  if string.sub(member, 1, 5) == 'item:' then return 0 end
end
redis.call('SREM', KEYS[3], ARGV[1])
return 1`;

type HeldItemsClient = Redis & {
  paperjetClaimHeld(work: string, waiting: string, claimed: string, now: number, max: number, metaPrefix: string): Promise<string[]>;
  paperjetWaitHeld(waiting: string, tenants: string, jobId: string, tenantId: string): Promise<unknown>;
  paperjetForgetHeld(waiting: string, work: string, tenants: string, tenantId: string): Promise<number>;
};

function scripts(redis: Redis): HeldItemsClient {
  if (!("paperjetClaimHeld" in redis)) {
    redis.defineCommand("paperjetClaimHeld", { numberOfKeys: 3, lua: CLAIM_SCRIPT });
    redis.defineCommand("paperjetWaitHeld", { numberOfKeys: 2, lua: WAIT_SCRIPT });
    redis.defineCommand("paperjetForgetHeld", { numberOfKeys: 3, lua: FORGET_SCRIPT });
  }
  return redis as HeldItemsClient;
}

/** The queue of gates of an installation (its WEB_QUEUE_PREFIX): nobody works on it; a gate is only ever removed. */
function getGateQueue(prefix: string): Queue {
  return singleton(`generation-gate-queue:${prefix}`, () => {
    const queue = new Queue(GATE_QUEUE, {
      prefix,
      connection: redisOptions(env().redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay }),
    });
    queue.on("error", () => undefined);
    onShutdown(() => queue.close().catch(() => undefined));
    return queue;
  });
}

/** The gate child of a job's flow (FlowProducer), which keeps its parent waiting while items are held. */
export function gateNode(jobId: string) {
  return { name: "gate", queueName: GATE_QUEUE, prefix: env().WEB_QUEUE_PREFIX, data: {}, opts: { jobId: gateJobId(jobId) } };
}

/**
 * Holds a new job's items, before its flow is added: every item waits here until its tenant has a
 * place (`releaseHeldItems`). Kept as long as the job's bytes (`keptMs`).
 */
export async function holdItems(
  redis: Redis,
  options: { tenantId: string; jobId: string; payloads: RenderJobInput[]; deadlineAt: number; keptMs: number },
): Promise<void> {
  const { jobId, payloads } = options;
  const held = Object.fromEntries(payloads.map((payload, index) => [String(index), JSON.stringify(payload)]));
  await redis
    .multi()
    .hset(heldKey(jobId), held)
    .hset(metaKey(jobId), {
      tenant: options.tenantId,
      total: payloads.length,
      next: 0,
      deadline: options.deadlineAt,
      prefix: env().WEB_QUEUE_PREFIX,
      parent: `${env().WEB_QUEUE_PREFIX}:${GENERATION_JOBS_QUEUE}`,
    })
    .pexpire(heldKey(jobId), options.keptMs)
    .pexpire(metaKey(jobId), options.keptMs)
    .sadd(GATES_KEY, jobId)
    .exec();
}

/**
 * The job's flow is in place: it joins the back of its tenant's turns and as many items as have a place
 * are queued. Should this fail, the sweep does it (the job is among the gates).
 */
export async function startHeldItems(redis: Redis, options: { tenantId: string; jobId: string; limits: RenderLimits }): Promise<void> {
  await scripts(redis).paperjetWaitHeld(waitingKey(options.tenantId), TENANTS_KEY, options.jobId, options.tenantId);
  await releaseHeldItems(redis, options);
}

/**
 * The tenant's places its asynchronous items may fill: all but a tenth (at least one). Held items take a
 * place the moment one frees up, so without this the tenant's own synchronous calls would find every
 * place taken (429) for as long as its batches run.
 */
function itemPlaces(limits: RenderLimits): number {
  const max = limits.queuedPerTenant;
  return Math.max(1, max - Math.max(1, Math.floor(max / 10)));
}

/** Queues as many of the tenant's held items as its items have free places (`itemPlaces`). */
export async function releaseHeldItems(redis: Redis, options: { tenantId: string; limits: RenderLimits }): Promise<void> {
  const claimed = await scripts(redis).paperjetClaimHeld(
    tenantWorkKey(options.tenantId),
    waitingKey(options.tenantId),
    CLAIMED_KEY,
    Date.now(),
    itemPlaces(options.limits),
    metaKey(""),
  );
  await queueClaimed(redis, claimed);
}

/** An item's render ended (the render queue's completed or failed event): its place goes to the next held item. */
export async function endHeldItem(redis: Redis, options: { renderJobId: string; limits: RenderLimits }): Promise<void> {
  const item = parseItemId(options.renderJobId);
  if (!item) return;
  const tenantId = await redis.hget(metaKey(item.jobId), "tenant");
  if (!tenantId) return;
  const freed = await redis.zrem(tenantWorkKey(tenantId), placeOf(options.renderJobId));
  // Every web process hears the event; the one that freed the place fills it.
  if (freed) await releaseHeldItems(redis, { tenantId, limits: options.limits });
}

/**
 * What events cannot promise, every HELD_ITEMS_SWEEP_MS in each web process: claims a process died
 * with are queued, gates whose items are all queued are removed, places of items that ended while no
 * web process listened are freed, and every tenant's free places are filled. Nothing stays held for
 * longer than a sweep after a restart.
 */
export async function sweepHeldItems(redis: Redis, options: { limits: RenderLimits }): Promise<void> {
  const stale = await redis.zrangebyscore(CLAIMED_KEY, "-inf", Date.now() - STALE_CLAIM_MS);
  if (stale.length) await queueClaimed(redis, stale);
  for (const jobId of await redis.smembers(GATES_KEY)) await checkGate(redis, jobId);
  const queue = getRenderProducer().queue;
  for (const tenantId of await redis.smembers(TENANTS_KEY)) {
    const items = (await redis.zrange(tenantWorkKey(tenantId), 0, -1)).filter((m) => m.startsWith("item:")).map((m) => m.slice(5));
    const claimedAt = items.length ? await redis.zmscore(CLAIMED_KEY, ...items) : [];
    for (const [i, id] of items.entries()) {
      // A claimed item may not be in the queue yet; it is not over.
      if (claimedAt[i] !== null) continue;
      const state = await queue.getJobState(id);
      if (state === "completed" || state === "failed" || state === "unknown") await redis.zrem(tenantWorkKey(tenantId), placeOf(id));
    }
    await releaseHeldItems(redis, { tenantId, limits: options.limits });
    await scripts(redis).paperjetForgetHeld(waitingKey(tenantId), tenantWorkKey(tenantId), TENANTS_KEY, tenantId);
  }
}

/** The job is finishing: what it still holds is dropped and its items' places are given back. */
export async function dropHeldItems(redis: Redis, options: { jobId: string; total: number }): Promise<void> {
  const { jobId } = options;
  const tenantId = await redis.hget(metaKey(jobId), "tenant");
  const ids = Array.from({ length: options.total }, (_, i) => itemJobId(jobId, i));
  const multi = redis
    .multi()
    .del(metaKey(jobId), heldKey(jobId))
    .zrem(CLAIMED_KEY, ...ids)
    .srem(GATES_KEY, jobId);
  if (tenantId) multi.zrem(waitingKey(tenantId), jobId).zrem(tenantWorkKey(tenantId), ...ids.map(placeOf));
  await multi.exec();
}

function parseItemId(renderJobId: string): { jobId: string; index: number } | undefined {
  const match = /^(.+)-(\d+)$/.exec(renderJobId);
  return match ? { jobId: match[1], index: Number(match[2]) } : undefined;
}

/** Adds claimed items to the render queue under their job's parent, then confirms them. Adding an item twice adds it once. */
async function queueClaimed(redis: Redis, claimed: string[]): Promise<void> {
  const byJob = new Map<string, number[]>();
  for (const id of claimed) {
    const item = parseItemId(id);
    if (item) byJob.set(item.jobId, [...(byJob.get(item.jobId) ?? []), item.index]);
  }
  for (const [jobId, indices] of byJob) {
    const ids = indices.map((i) => itemJobId(jobId, i));
    const [parent, payloads] = await Promise.all([
      redis.hget(metaKey(jobId), "parent"),
      redis.hmget(heldKey(jobId), ...indices.map(String)),
    ]);
    if (!parent) {
      // The job is gone (finished or expired): nothing of it is queued any more.
      await redis.zrem(CLAIMED_KEY, ...ids);
      continue;
    }
    const jobs = indices.flatMap((index, k) => {
      const payload = payloads[k];
      if (!payload) return [];
      const opts: JobsOptions = {
        jobId: itemJobId(jobId, index),
        parent: { id: jobId, queue: parent },
        attempts: 1,
        // Behind every interactive call, and item by item in turn with other asynchronous jobs (asyncPriority).
        priority: asyncPriority(index),
        continueParentOnFailure: true,
        removeOnComplete: { age: 60 },
        removeOnFail: { age: 3_600 },
      };
      return [{ name: "render", data: JSON.parse(payload) as unknown, opts }];
    });
    try {
      if (jobs.length) await getRenderProducer().queue.addBulk(jobs);
    } catch (error) {
      // The claims stay: the sweep queues them once Redis answers again.
      console.error(`[async] could not queue ${jobs.length} items of job ${jobId}: ${(error as Error).message}`);
      continue;
    }
    await redis
      .multi()
      .hdel(heldKey(jobId), ...indices.map(String))
      .zrem(CLAIMED_KEY, ...ids)
      .exec();
    await openGateIfReleased(redis, jobId);
  }
}

/** Once every item of the job is queued, its gate goes: the parent then finishes when the last item ends. */
async function openGateIfReleased(redis: Redis, jobId: string): Promise<void> {
  const [left, next, total, prefix] = await heldState(redis, jobId);
  if (total !== null && (left > 0 || Number(next) < Number(total))) return;
  // A job whose record is gone has finished (its gate went with its unprocessed children) or expired.
  if (prefix) await getGateQueue(prefix).remove(gateJobId(jobId));
  await redis.srem(GATES_KEY, jobId);
}

/** The sweep's look at a held job: its gate goes once all is queued; a job whose flow was added joins its tenant's turns. */
async function checkGate(redis: Redis, jobId: string): Promise<void> {
  const [left, next, total] = await heldState(redis, jobId);
  if (total === null || (left === 0 && Number(next) >= Number(total))) return openGateIfReleased(redis, jobId);
  const [tenantId, parent] = await redis.hmget(metaKey(jobId), "tenant", "parent");
  if (!tenantId || !parent || Number(next) >= Number(total)) return;
  const [waiting, flowAdded] = await Promise.all([redis.zscore(waitingKey(tenantId), jobId), redis.exists(`${parent}:${jobId}`)]);
  if (waiting === null && flowAdded) await scripts(redis).paperjetWaitHeld(waitingKey(tenantId), TENANTS_KEY, jobId, tenantId);
}

/** How many of the job's items are still held back for their tenant's turn (not yet queued). */
export async function countHeldItems(redis: Redis, jobId: string): Promise<number> {
  return redis.hlen(heldKey(jobId));
}

async function heldState(
  redis: Redis,
  jobId: string,
): Promise<[left: number, next: string | null, total: string | null, prefix: string | null]> {
  const [left, [next, total, prefix]] = await Promise.all([
    countHeldItems(redis, jobId),
    redis.hmget(metaKey(jobId), "next", "total", "prefix"),
  ]);
  return [left, next, total, prefix];
}
