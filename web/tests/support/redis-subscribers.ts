import { Redis } from "ioredis";

/**
 * Ends every pub/sub connection of the Redis at `url` from the server side, as an outage would;
 * ioredis clients connect again by themselves.
 */
export async function dropSubscriberConnections(url: string): Promise<void> {
  const admin = new Redis(url);
  try {
    const clients = (await admin.client("LIST")) as string;
    for (const line of clients.split("\n").filter((l) => / sub=[1-9]|cmd=s?subscribe/.test(l))) {
      await admin.client("KILL", "ID", /id=(\d+)/.exec(line)![1]);
    }
  } finally {
    admin.disconnect();
  }
}
