import { env } from "~/config/env.server";
import type { ConsentCategory, Tracker } from "./consent";

const TRACKERS: { id: string; category: ConsentCategory; variable: keyof ReturnType<typeof env> }[] = [
  { id: "analytics", category: "analytics", variable: "ANALYTICS_SCRIPT_URL" },
  { id: "session-recording", category: "analytics", variable: "SESSION_RECORDING_SCRIPT_URL" },
  { id: "heatmap", category: "analytics", variable: "HEATMAP_SCRIPT_URL" },
  { id: "tag-manager", category: "marketing", variable: "TAG_MANAGER_SCRIPT_URL" },
  { id: "ad-conversion", category: "marketing", variable: "AD_CONVERSION_SCRIPT_URL" },
  { id: "live-chat", category: "functional", variable: "LIVE_CHAT_SCRIPT_URL" },
];

/** The third-party scripts switched on by configuration, with the category that must allow each. */
export function configuredTrackers(): Tracker[] {
  const config = env();
  return TRACKERS.flatMap(({ id, category, variable }) => {
    const src = config[variable];
    return typeof src === "string" ? [{ id, category, src }] : [];
  });
}

/** Origins the CSP must allow for the configured trackers. */
export function trackerOrigins(): string[] {
  return [...new Set(configuredTrackers().map((tracker) => new URL(tracker.src).origin))];
}
