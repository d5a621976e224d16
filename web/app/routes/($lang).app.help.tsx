import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui-button";
import { PlusIcon } from "~/components/ui-plus-icon";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { FilterReference } from "~/features/help/filter-reference";
import { getPageT } from "~/utils/page-i18n.server";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["app"] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "app");
  await requireAppUserPage(request);
  return { title: t("help.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Help" }];

const QUESTIONS = ["1", "2", "3", "4", "5"] as const;

export default function Help() {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("help.heading")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("help.lead")}</p>
      </header>
      <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {QUESTIONS.map((n) => (
          <details key={n} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-md text-sm font-semibold text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
              {t(`help.q${n}`)}
              <span className="text-slate-400 transition group-open:rotate-45">
                <PlusIcon />
              </span>
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{t(`help.a${n}`, { example: "{{ customer.name }}" })}</p>
          </details>
        ))}
      </div>
      <FilterReference />
      <section className="rounded-2xl bg-indigo-600 p-6 text-white">
        <h2 className="text-lg font-semibold">{t("help.contact")}</h2>
        <p className="mt-1 text-sm text-indigo-100">{t("help.contactText")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={to("/contact")} className={buttonClass("secondary")}>
            {t("help.contactLink")}
          </Link>
          <Link
            to={to("/integrations/api")}
            className="inline-flex items-center rounded-lg px-3.5 py-2 text-sm font-semibold text-white ring-1 ring-inset ring-white/40 hover:bg-white/10"
          >
            {t("help.docs")}
          </Link>
        </div>
      </section>
    </div>
  );
}
