import { apiError } from "~/utils/api-error-locale.server";

/** A member's numeric user id from the path; anything else is no such member. */
export function memberIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d{1,9}$/.test(value ?? "") || !Number.isSafeInteger(id))
    throw apiError("not_found", "memberNotFound", "No such member in this workspace.");
  return id;
}
