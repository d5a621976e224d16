import type { RenderReply } from "@paperjet/contracts";
import type { Job } from "bullmq";
import type { Redis } from "ioredis";

/**
 * Tells the waiting web process how its job ended, on the channel the job names (`replyTo`), once
 * the queue has recorded the end. Best effort: a message lost while Redis is away is made up for
 * by web, which looks the job up when its subscription returns and at its deadline.
 */
export function replyToCaller(redis: Redis, job: Job | undefined, reply: RenderReply): void {
  const replyTo: unknown = job?.data?.replyTo;
  if (typeof replyTo !== "string") return;
  // The result was parsed against the contract when the job returned it; web parses the message.
  redis.publish(replyTo, JSON.stringify(reply)).catch(() => undefined);
}
