import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { AppError } from "@paperjet/contracts";
import { ZodError, type z } from "zod";
import { localizeApiError } from "~/utils/api-error-locale.server";
import { fieldErrors } from "~/features/api/api.server";
import { requireAdminPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { getPageT } from "~/utils/page-i18n.server";
import { actorOf } from "./admin-route.server";

/** What every admin page's loader and action starts with: the admin page guard, the database, the page's language. */
export async function adminPage({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  const auth = await requireAdminPage(request);
  const { locale, t } = await getPageT(params, "app");
  return { auth, actor: actorOf(auth), db: await getDb(), locale, t };
}

export type ActionResult = { ok: true; message?: string } | { ok: false; error: string; errors?: Record<string, string[]> };

/** Runs a page action's write; a refusal (409, 404, 422) comes back as a message in the page's language instead of an error page. */
export async function pageWrite(request: Request, write: () => Promise<unknown>): Promise<ActionResult> {
  try {
    await write();
    return { ok: true };
  } catch (error) {
    if (error instanceof ZodError) return { ok: false, error: "", errors: fieldErrors(error) };
    if (!(error instanceof AppError)) throw error;
    const localized = await localizeApiError(request, error, { wordedOnly: true });
    return { ok: false, error: localized.message, errors: localized.errors };
  }
}

/** The record a page is about; an unknown id is the app's not-found page rather than an error. */
export async function orNotFoundPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/** A page action that deletes the record on `intent=delete` (then goes to `listPath`) and otherwise saves it. */
export async function saveOrDelete(
  request: Request,
  options: { form: FormData; listPath: string; remove: () => Promise<unknown>; save: () => Promise<unknown> },
) {
  if (options.form.get("intent") !== "delete") return pageWrite(request, options.save);
  const result = await pageWrite(request, options.remove);
  return result.ok ? redirect(options.listPath) : result;
}

/** A list page's filters from its URL; a hand-edited, invalid filter falls back to the defaults rather than an error page. */
export function filtersFromUrl<S extends z.ZodTypeAny>(request: Request, schema: S): z.output<S> {
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  return schema.safeParse(query).data ?? schema.parse({});
}
