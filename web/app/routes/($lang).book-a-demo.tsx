import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "~/components/language-switcher";
import { SiteShell } from "~/features/site/site-shell";
import { SiteLogo } from "~/components/site-logo";
import { DemoForm } from "~/features/forms/demo-form";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { CheckItem, Container, Eyebrow, useList } from "~/features/site/ui";
import { useLocalizedPath } from "~/utils/use-locale";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "bookDemo", "/book-a-demo");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const handle = { i18n: ["site", "forms"] };

// docs/product.md §2: /book-a-demo hides the top bar; the footer stays.
export default function BookADemo() {
  const { t } = useTranslation("site");
  const to = useLocalizedPath();
  const agenda = useList<string>("bookDemo.agenda");
  return (
    <SiteShell topbar={false}>
      <div className="relative isolate min-h-full overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600">
        <Container className="flex items-center justify-between py-6">
          <Link
            to={to("/")}
            aria-label={t("nav.home")}
            className="rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
          >
            <SiteLogo tone="light" />
          </Link>
          <div className="flex items-center gap-4">
            <Link
              to={to("/")}
              className="hidden rounded text-sm font-medium text-indigo-100 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white sm:block"
            >
              <span aria-hidden="true">←</span> {t("bookDemo.back")}
            </Link>
            <LanguageSwitcher className="rounded-lg bg-white/90 p-1" />
          </div>
        </Container>
        <Container className="grid items-start gap-12 pb-24 pt-8 lg:grid-cols-[1fr_1.1fr]">
          <div className="text-white lg:pt-8">
            <Eyebrow className="!text-indigo-200">{t("bookDemo.eyebrow")}</Eyebrow>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("bookDemo.title")}</h1>
            <p className="mt-6 text-lg leading-8 text-indigo-100">{t("bookDemo.lead")}</p>
            <h2 className="mt-10 text-sm font-semibold uppercase tracking-wider text-indigo-200">{t("bookDemo.agendaTitle")}</h2>
            <ul className="mt-4 space-y-3 text-indigo-50">
              {agenda.map((item) => (
                <CheckItem key={item} dark>
                  {item}
                </CheckItem>
              ))}
            </ul>
            <p className="mt-10 rounded-xl bg-white/10 p-4 text-sm text-indigo-100 ring-1 ring-white/20">{t("bookDemo.duration")}</p>
          </div>
          <DemoForm />
        </Container>
      </div>
    </SiteShell>
  );
}
