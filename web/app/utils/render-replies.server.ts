import { randomUUID } from "node:crypto";
import { RENDER_REPLY_PREFIX, renderJobResultSchema, renderReplySchema, type RenderJobResult } from "@paperjet/contracts";
import type { Queue } from "bullmq";
import type { ChannelSubscriber } from "./channel-subscriber.server.ts";

export type JobEnd = { kind: "completed"; result: RenderJobResult } | { kind: "failed"; reason: string } | { kind: "timeout" };

/**
 * How this process hears its render jobs end: workers publish one message per job on the
 * process's own channel (the job's `replyTo`). Reading BullMQ's event stream instead made every
 * web process parse every event of every job of every process.
 */
export interface RenderReplies {
  readonly channel: string;
  /** True once the channel is subscribed; false if it is not within `timeoutMs` (Redis away). */
  whenLive(timeoutMs: number): Promise<boolean>;
  /** Waits for the job's end at most `timeoutMs`. Call it before enqueueing, so a fast worker cannot answer first. */
  waitFor(jobId: string, timeoutMs: number): { promise: Promise<JobEnd>; cancel(): void };
  /** The job's own state in the queue: what is known of it when its reply may have been lost. */
  lookUp(jobId: string): Promise<JobEnd>;
}

/**
 * Messages published while the subscription is down are lost, so when it is back every job still
 * waited for is looked up in `queue`.
 */
export function createRenderReplies(options: { subscriber: ChannelSubscriber; queue: Queue }): RenderReplies {
  const channel = `${RENDER_REPLY_PREFIX}${randomUUID()}`;
  const waiting = new Map<string, (end: JobEnd) => void>();
  const liveWaiters = new Set<() => void>();
  let everLive = false;

  options.subscriber.listen(channel, {
    message(text) {
      let reply;
      try {
        reply = renderReplySchema.parse(JSON.parse(text));
      } catch (error) {
        console.error(`[queue] a render reply that does not fit the contract was ignored: ${(error as Error).message.slice(0, 200)}`);
        return;
      }
      waiting.get(reply.jobId)?.(
        reply.outcome === "completed" ? { kind: "completed", result: reply.result } : { kind: "failed", reason: reply.reason },
      );
    },
    live() {
      if (everLive) {
        for (const [jobId, settle] of waiting) {
          void lookUp(jobId).then((end) => end.kind !== "timeout" && settle(end));
        }
      }
      everLive = true;
      liveWaiters.forEach((wake) => wake());
    },
  });

  async function lookUp(jobId: string): Promise<JobEnd> {
    try {
      const job = await options.queue.getJob(jobId);
      if (!job?.finishedOn) return { kind: "timeout" };
      if (job.returnvalue != null) return { kind: "completed", result: renderJobResultSchema.parse(job.returnvalue) };
      if (job.failedReason) return { kind: "failed", reason: job.failedReason };
    } catch {
      // Redis unreachable, or a value that does not fit: no answer.
    }
    return { kind: "timeout" };
  }

  return {
    channel,
    lookUp,
    whenLive(timeoutMs) {
      if (options.subscriber.isLive(channel)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => finish(true);
        const timer = setTimeout(() => finish(false), timeoutMs);
        function finish(live: boolean) {
          clearTimeout(timer);
          liveWaiters.delete(wake);
          resolve(live);
        }
        liveWaiters.add(wake);
      });
    },
    waitFor(jobId, timeoutMs) {
      let cancel = () => {};
      const promise = new Promise<JobEnd>((resolve) => {
        const timer = setTimeout(() => settle({ kind: "timeout" }), Math.max(0, timeoutMs));
        function settle(end: JobEnd) {
          cancel();
          resolve(end);
        }
        cancel = () => {
          clearTimeout(timer);
          if (waiting.get(jobId) === settle) waiting.delete(jobId);
        };
        waiting.set(jobId, settle);
      });
      return { promise, cancel: () => cancel() };
    },
  };
}
