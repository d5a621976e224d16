import { env } from "~/config/env.server";
import { buildCatalogue, findPlan, type CataloguePlan } from "./plan-catalogue";

let cached: { source: object; plans: CataloguePlan[] } | undefined;

/** The plans as this installation configures them (PLAN_* and TRIAL_DAYS). */
export function planCatalogue(): CataloguePlan[] {
  const settings = env().billing;
  if (cached?.source !== settings) cached = { source: settings, plans: buildCatalogue(settings) };
  return cached.plans;
}

export function catalogPlan(id: string): CataloguePlan {
  return findPlan(planCatalogue(), id);
}
