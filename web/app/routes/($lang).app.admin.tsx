import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useOutlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAdminPage } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { getPageT } from "~/utils/page-i18n.server";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["app"] };

// Admin guard for /app/admin and everything under it (sub-pages come with the admin issue).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "app");
  await requireAdminPage(request);
  const db = await getDb();
  const [users, templates, calls, suggestions] = await Promise.all([
    db.selectFrom("users").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    db.selectFrom("templates").select((eb) => eb.fn.countAll<string>().as("n")).where("deleted_at", "is", null).where("is_library", "=", false).executeTakeFirstOrThrow(),
    db.selectFrom("api_calls").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    db.selectFrom("suggestions").leftJoin("users", "users.id", "suggestions.user_id").select(["suggestions.id", "suggestions.message", "suggestions.created_at", "users.email"]).orderBy("suggestions.id", "desc").limit(10).execute(),
  ]);
  return {
    title: t("admin.title"),
    counts: { users: Number(users.n), templates: Number(templates.n), apiCalls: Number(calls.n) },
    suggestions: suggestions.map((s) => ({ id: s.id, message: s.message, email: s.email, createdAt: new Date(s.created_at as unknown as string).toISOString() })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Admin" }];

export default function Admin() {
  const { t } = useTranslation("app");
  const { counts, suggestions } = useLoaderData<typeof loader>();
  const outlet = useOutlet();
  const to = useLocalizedPath();
  if (outlet) return <Outlet />;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("admin.heading")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("admin.lead")}</p>
        <Link to={to("/app/admin/invoices")} className="mt-2 inline-block text-sm font-semibold text-indigo-700 underline underline-offset-2">
          {t("billing.admin.heading")}
        </Link>
      </header>
      <dl className="grid gap-4 sm:grid-cols-3">
        {(["users", "templates", "apiCalls"] as const).map((key) => (
          <div key={key} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-500">{t(`admin.${key}`)}</dt>
            <dd className="mt-2 text-3xl font-semibold text-slate-900">{counts[key]}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">{t("admin.latestSuggestions")}</h2>
        {suggestions.length ? (
          <ul className="mt-4 divide-y divide-slate-100">
            {suggestions.map((s) => (
              <li key={s.id} className="py-3">
                <p className="text-sm text-slate-900">{s.message}</p>
                <p className="mt-1 text-xs text-slate-500">{s.email ?? "—"} · {s.createdAt.slice(0, 10)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-500">{t("admin.noSuggestions")}</p>
        )}
      </section>
    </div>
  );
}
