import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { DataTable } from "~/components/ui-table";
import { seoMeta } from "~/features/site/seo";
import { Container, Faq, LocalLink, PageHeader, SectionHeader, useList } from "~/features/site/ui";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "support", "/support");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

const CHANNEL_LINKS = ["/integrations/api", "/blog", "/contact"];

export default function Support() {
  const { t } = useTranslation("site");
  const channels = useList<{ title: string; text: string; link: string }>("support.channels");
  const levels = useList<{ plan: string; level: string; time: string }>("support.levels");
  const faq = useList<{ question: string; answer: string }>("support.faq");
  return (
    <>
      <PageHeader eyebrow={t("support.eyebrow")} title={t("support.title")} lead={t("support.lead")} />
      <section aria-label={t("support.eyebrow")} className="py-20">
        <Container className="grid gap-6 md:grid-cols-3">
          {channels.map((channel, index) => (
            <div key={channel.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">{channel.title}</h2>
              <p className="mt-2 flex-1 leading-7 text-slate-600">{channel.text}</p>
              <LocalLink
                to={CHANNEL_LINKS[index]}
                className="mt-6 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {channel.link} <span aria-hidden="true">→</span>
              </LocalLink>
            </div>
          ))}
        </Container>
      </section>
      <section aria-labelledby="levels-title" className="bg-slate-50 py-20">
        <Container>
          <SectionHeader id="levels-title" title={t("support.levelsTitle")} />
          <DataTable
            look="site"
            classNames={{ body: "divide-y divide-slate-200" }}
            wrapperClassName="mt-10 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            rows={levels}
            rowKey={(level) => level.plan}
            columns={[
              { rowHeader: true, className: "px-6 py-4 font-semibold text-slate-900", cell: (level) => level.plan },
              { className: "px-6 py-4 text-slate-700", cell: (level) => level.level },
              { className: "px-6 py-4 text-slate-600", cell: (level) => level.time },
            ]}
          />
        </Container>
      </section>
      <section className="py-20">
        <Container>
          <Faq items={faq} title={t("support.faqTitle")} />
        </Container>
      </section>
    </>
  );
}
