import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { createOpenApiDocument } from "@paperjet/contracts";
import { useTranslation } from "react-i18next";
import { siteOrigin } from "~/features/site/build-seo.server";
import { CodeTabs } from "~/features/site/code-tabs";
import { describeOpenApi, type EndpointView, type FieldView } from "~/features/site/describe-openapi.server";
import { toDutch } from "~/features/site/openapi-dutch.server";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { DataTable } from "~/components/ui-table";
import { seoMeta } from "~/features/site/seo";
import { VERIFY_NODE, VERIFY_PYTHON } from "~/features/site/webhook-verification";
import { CLIENT_PYTHON, CLIENT_TYPESCRIPT } from "~/features/site/client-snippets";
import { Container, PageHeader } from "~/features/site/ui";
import { SdkSnippets } from "~/features/editor-sessions/sdk-snippets-view";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadSitePage(args, "apiReference", "/integrations/api");
  return { ...page, api: describeOpenApi(createOpenApiDocument({ serverUrl: siteOrigin() }), page.locale === "nl" ? toDutch : undefined) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

const METHOD_COLOURS: Record<string, string> = { GET: "bg-emerald-100 text-emerald-800", POST: "bg-indigo-100 text-indigo-800" };

export default function ApiReference() {
  const { api } = useLoaderData<typeof loader>();
  const { t } = useTranslation("site");
  return (
    <>
      <PageHeader eyebrow={t("apiReference.eyebrow")} title={t("apiReference.title")} lead={t("apiReference.lead")}>
        <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <div>
            <dt className="font-semibold text-slate-900">{t("apiReference.baseUrl")}</dt>
            <dd className="mt-1 font-mono text-slate-700">{api.baseUrl}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t("apiReference.openapi")}</dt>
            <dd className="mt-1">
              <a
                href="/api/v1/openapi.json"
                className="rounded font-mono text-indigo-700 underline underline-offset-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                /api/v1/openapi.json
              </a>{" "}
              <span className="text-slate-500">
                ({api.title} {api.version})
              </span>
            </dd>
          </div>
        </dl>
      </PageHeader>
      <Container className="grid gap-12 py-16 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t("apiReference.onThisPage")} className="hidden lg:block">
          <ul className="sticky top-24 space-y-2 text-sm">
            <li>
              <a
                href="#authentication"
                className="rounded text-slate-600 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t("apiReference.authTitle")}
              </a>
            </li>
            <li>
              <a
                href="#clients"
                className="rounded text-slate-600 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t("apiReference.clientsTitle")}
              </a>
            </li>
            <li>
              <a
                href="#errors"
                className="rounded text-slate-600 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t("apiReference.errorsTitle")}
              </a>
            </li>
            <li>
              <a
                href="#webhooks"
                className="rounded text-slate-600 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t("apiReference.webhooksTitle")}
              </a>
            </li>
            <li>
              <a
                href="#embeddable-designer"
                className="rounded text-slate-600 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t("sdk.docs.title")}
              </a>
            </li>
            <li className="pt-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{t("apiReference.endpointsTitle")}</li>
            {api.endpoints.map((endpoint) => (
              <li key={endpoint.id}>
                <a
                  href={`#${endpoint.id}`}
                  className="block rounded text-slate-600 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className="font-mono text-xs font-semibold">{endpoint.method}</span> {endpoint.summary}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-16">
          <section id="authentication" aria-labelledby="authentication-title" className="scroll-mt-24">
            <h2 id="authentication-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("apiReference.authTitle")}
            </h2>
            <p className="mt-3 max-w-3xl leading-7 text-slate-600">{t("apiReference.authText")}</p>
            <pre tabIndex={0} className="mt-4 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm text-slate-100">
              <code>Authorization: Bearer pj_live_…</code>
            </pre>
          </section>
          <section id="clients" aria-labelledby="clients-title" className="scroll-mt-24" data-testid="api-clients">
            <h2 id="clients-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("apiReference.clientsTitle")}
            </h2>
            <p className="mt-3 max-w-3xl leading-7 text-slate-600">{t("apiReference.clientsText")}</p>
            <div className="mt-6 grid gap-6 xl:grid-cols-2">
              {[
                { name: "TypeScript", text: t("apiReference.clientTypeScript"), code: CLIENT_TYPESCRIPT },
                { name: "Python", text: t("apiReference.clientPython"), code: CLIENT_PYTHON },
              ].map((client) => (
                <div key={client.name} className="min-w-0">
                  <h3 className="text-sm font-semibold text-slate-900">{client.name}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{client.text}</p>
                  <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm leading-6 text-slate-100">
                    <code>{client.code.replace("BASE_URL", api.baseUrl)}</code>
                  </pre>
                </div>
              ))}
            </div>
            <ul className="mt-6 grid gap-4 text-sm leading-6 text-slate-600 md:grid-cols-2">
              <li className="rounded-xl border border-slate-200 p-4">
                <span className="font-semibold text-slate-900">Zapier</span> — {t("apiReference.integrationZapier")}
              </li>
              <li className="rounded-xl border border-slate-200 p-4">
                <span className="font-semibold text-slate-900">n8n</span> — {t("apiReference.integrationN8n")}
              </li>
            </ul>
          </section>
          <section id="errors" aria-labelledby="errors-title" className="scroll-mt-24">
            <h2 id="errors-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("apiReference.errorsTitle")}
            </h2>
            <p className="mt-3 max-w-3xl leading-7 text-slate-600">{t("apiReference.errorsText")}</p>
            <pre tabIndex={0} className="mt-4 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm leading-6 text-slate-100">
              <code>
                {JSON.stringify(
                  {
                    type: "https://paperjet.dev/problems/validation-failed",
                    title: "Unprocessable Content",
                    status: 422,
                    detail: "The data does not match the template's bindings.",
                    errors: { "customer.name": ["Customer name is a required field."] },
                  },
                  null,
                  2,
                )}
              </code>
            </pre>
          </section>
          <section id="webhooks" aria-labelledby="webhooks-title" className="scroll-mt-24">
            <h2 id="webhooks-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("apiReference.webhooksTitle")}
            </h2>
            <p className="mt-3 max-w-3xl leading-7 text-slate-600">{t("apiReference.webhooksText")}</p>
            <h3 className="mt-6 text-sm font-semibold text-slate-900">Node.js</h3>
            <pre
              tabIndex={0}
              className="mt-2 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm leading-6 text-slate-100"
              data-testid="verify-node"
            >
              <code>{VERIFY_NODE}</code>
            </pre>
            <h3 className="mt-6 text-sm font-semibold text-slate-900">Python</h3>
            <pre
              tabIndex={0}
              className="mt-2 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm leading-6 text-slate-100"
              data-testid="verify-python"
            >
              <code>{VERIFY_PYTHON}</code>
            </pre>
          </section>
          <section id="embeddable-designer" aria-labelledby="embeddable-designer-title" className="scroll-mt-24">
            <h2 id="embeddable-designer-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("sdk.docs.title")}
            </h2>
            <p className="mt-3 mb-6 max-w-3xl leading-7 text-slate-600">{t("sdk.docs.lead")}</p>
            <SdkSnippets />
          </section>
          <section aria-labelledby="endpoints-title" className="space-y-16">
            <h2 id="endpoints-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("apiReference.endpointsTitle")}
            </h2>
            {api.endpoints.map((endpoint) => (
              <Endpoint key={endpoint.id} endpoint={endpoint} />
            ))}
          </section>
        </div>
      </Container>
    </>
  );
}

function Endpoint({ endpoint }: { endpoint: EndpointView }) {
  const { t } = useTranslation("site");
  return (
    <article
      id={endpoint.id}
      aria-labelledby={`${endpoint.id}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={`${endpoint.id}-title`} className="flex flex-wrap items-center gap-3 text-lg font-semibold text-slate-900">
        <span
          className={`rounded-md px-2 py-0.5 font-mono text-xs font-bold ${METHOD_COLOURS[endpoint.method] ?? "bg-slate-100 text-slate-700"}`}
        >
          {endpoint.method}
        </span>
        <code className="break-all font-mono text-base">{endpoint.path}</code>
      </h3>
      <p className="mt-2 text-slate-600">{endpoint.summary}</p>
      <div className="mt-6 grid gap-8 xl:grid-cols-2">
        <div className="min-w-0 space-y-6">
          {endpoint.parameters.length ? (
            <FieldTable
              title={t("apiReference.parameters")}
              fields={endpoint.parameters.map((p) => ({ ...p, name: `${p.name} (${p.location})` }))}
            />
          ) : null}
          {endpoint.body ? (
            <FieldTable
              title={`${t("apiReference.requestBody")} · ${endpoint.body.contentType}${endpoint.body.schemaName ? ` · ${endpoint.body.schemaName}` : ""}`}
              fields={endpoint.body.fields}
            />
          ) : null}
          <div>
            <h4 className="text-sm font-semibold text-slate-900">{t("apiReference.responses")}</h4>
            <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
              {endpoint.responses.map((response) => (
                <li key={response.status} className="flex gap-3 px-3 py-2">
                  <span className={`font-mono font-semibold ${response.status.startsWith("2") ? "text-emerald-700" : "text-slate-500"}`}>
                    {response.status}
                  </span>
                  <span className="text-slate-600">
                    {response.description}
                    {response.contentTypes.length ? (
                      <span className="block font-mono text-xs text-slate-500">{response.contentTypes.join(", ")}</span>
                    ) : null}
                    {response.headers.length ? (
                      <span className="block text-xs text-slate-500">
                        {t("apiReference.headers")}: <span className="font-mono">{response.headers.join(", ")}</span>
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="min-w-0">
          <h4 className="mb-2 text-sm font-semibold text-slate-900">{t("apiReference.examples")}</h4>
          <CodeTabs call={endpoint.example} label={`${t("apiReference.examplesLabel")}: ${endpoint.method} ${endpoint.path}`} />
        </div>
      </div>
    </article>
  );
}

function FieldTable({ title, fields }: { title: string; fields: FieldView[] }) {
  const { t } = useTranslation("site");
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <DataTable
        look="site"
        scrollLabel={title}
        wrapperClassName="mt-2 overflow-x-auto rounded-xl border border-slate-200"
        rows={fields}
        rowKey={(field) => field.name}
        rowProps={() => ({ className: "align-top" })}
        columns={[
          {
            header: t("apiReference.field"),
            className: "px-3 py-2 font-mono text-xs text-slate-900",
            cell: (field) => (
              <>
                {field.name}
                {field.required ? <span className="ml-1 text-red-600">{t("apiReference.required")}</span> : null}
              </>
            ),
          },
          { header: t("apiReference.type"), className: "px-3 py-2 font-mono text-xs text-slate-600", cell: (field) => field.type },
          {
            header: t("apiReference.description"),
            className: "px-3 py-2 text-slate-600",
            cell: (field) => (
              <>
                {field.description}
                {field.defaultValue !== undefined ? (
                  <span className="block text-xs text-slate-500">
                    {t("apiReference.default")}: <code className="font-mono">{field.defaultValue}</code>
                  </span>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
