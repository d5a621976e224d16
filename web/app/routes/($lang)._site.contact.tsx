import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "~/features/forms/contact-form";
import { countryOptions } from "~/features/forms/countries";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { Container, LocalLink, PageHeader } from "~/features/site/ui";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadSitePage(args, "contact", "/contact");
  return { ...page, countries: countryOptions(page.locale).map((c) => ({ value: c.code, label: c.name })) };
}
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function Contact() {
  const { countries } = useLoaderData<typeof loader>();
  const { t } = useTranslation("site");
  const linkClass =
    "rounded font-semibold text-indigo-700 hover:text-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600";
  return (
    <>
      <PageHeader eyebrow={t("contact.eyebrow")} title={t("contact.title")} lead={t("contact.lead")} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.6fr_1fr]">
        <ContactForm countries={countries} />
        <aside className="space-y-10 text-sm leading-6 text-slate-600">
          <section aria-labelledby="contact-email">
            <h2 id="contact-email" className="text-base font-semibold text-slate-900">
              {t("contact.emailTitle")}
            </h2>
            <dl className="mt-3 space-y-3">
              <div>
                <dt>{t("contact.emailSales")}</dt>
                <dd>
                  <a href="mailto:hello@paperjet.dev" className={linkClass}>
                    hello@paperjet.dev
                  </a>
                </dd>
              </div>
              <div>
                <dt>{t("contact.emailSupport")}</dt>
                <dd>
                  <a href="mailto:support@paperjet.dev" className={linkClass}>
                    support@paperjet.dev
                  </a>
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="contact-demo">
            <h2 id="contact-demo" className="text-base font-semibold text-slate-900">
              {t("contact.demoTitle")}
            </h2>
            <p className="mt-2">{t("contact.demoText")}</p>
            <LocalLink to="/book-a-demo" className={`mt-2 inline-block ${linkClass}`}>
              {t("common.bookDemo")} <span aria-hidden="true">→</span>
            </LocalLink>
          </section>
          <section aria-labelledby="contact-support">
            <h2 id="contact-support" className="text-base font-semibold text-slate-900">
              {t("contact.supportTitle")}
            </h2>
            <p className="mt-2">{t("contact.supportText")}</p>
            <LocalLink to="/support" className={`mt-2 inline-block ${linkClass}`}>
              {t("nav.support")} <span aria-hidden="true">→</span>
            </LocalLink>
          </section>
        </aside>
      </Container>
    </>
  );
}
