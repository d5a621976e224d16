import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listPublishedPosts } from "~/features/blog/list-published-posts.server";
import { PostCard } from "~/features/blog/post-card";
import { INVOICE_CALL } from "~/features/site/code-samples";
import { CodeTabs } from "~/features/site/code-tabs";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { ButtonLink, Container, CtaBanner, Eyebrow, FeatureGrid, LocalLink, SectionHeader, useList } from "~/features/site/ui";
import { getDb } from "~/utils/db.server";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadSitePage(args, "home", "/");
  const { posts } = await listPublishedPosts(await getDb(), { locale: page.locale, page: 1, perPage: 3 });
  return { ...page, posts };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const handle = { i18n: ["site", "blog"] };

export default function Home() {
  const { posts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("site");
  const proof = useList<{ title: string; text: string }>("home.proof");
  const features = useList<{ title: string; text: string }>("home.features.items");
  const steps = useList<{ title: string; text: string }>("home.steps.items");
  const testimonials = useList<{ quote: string; name: string; role: string }>("home.testimonials.items");

  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(50%_50%_at_70%_30%,rgba(129,140,248,0.30),transparent)]"
        />
        <Container className="grid items-center gap-16 pb-20 pt-16 sm:pt-24 lg:grid-cols-[1fr_1.1fr] lg:pb-28">
          <div>
            <Eyebrow>{t("home.hero.eyebrow")}</Eyebrow>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl xl:text-[3.5rem] xl:leading-[1.08]">
              {t("home.hero.title")}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">{t("home.hero.lead")}</p>
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <ButtonLink to="/auth/signup" size="lg">
                {t("common.startTrial")}
              </ButtonLink>
              <ButtonLink to="/book-a-demo" size="lg" variant="secondary">
                {t("common.bookDemo")}
              </ButtonLink>
            </div>
            <p className="mt-4 text-sm text-slate-500">{t("common.trialNote")}</p>
          </div>
          <div className="relative">
            <img
              src="/images/designer-preview.svg"
              alt={t("home.hero.imageAlt")}
              width={960}
              height={640}
              className="w-full rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10"
            />
          </div>
        </Container>
      </section>

      <section aria-label={t("home.features.eyebrow")} className="border-y border-slate-200 bg-white">
        <Container>
          <dl className="grid divide-y divide-slate-200 sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-4 lg:divide-x">
            {proof.map((item) => (
              <div key={item.title} className="px-2 py-8 lg:px-8">
                <dt className="text-base font-semibold text-slate-900">{item.title}</dt>
                <dd className="mt-1 text-sm text-slate-600">{item.text}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="features-title" className="bg-slate-50 py-24">
        <Container>
          <SectionHeader
            id="features-title"
            eyebrow={t("home.features.eyebrow")}
            title={t("home.features.title")}
            lead={t("home.features.lead")}
            center
          />
          <div className="mt-16">
            <FeatureGrid items={features} columns={4} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="steps-title" className="bg-white py-24">
        <Container className="grid items-start gap-16 lg:grid-cols-2">
          <div className="min-w-0">
            <SectionHeader id="steps-title" eyebrow={t("home.steps.eyebrow")} title={t("home.steps.title")} />
            <ol className="mt-10 space-y-8">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-5">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-indigo-600 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{step.title}</h3>
                    <p className="mt-1 leading-7 text-slate-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="min-w-0 lg:sticky lg:top-24">
            <h3 className="mb-3 text-sm font-semibold text-slate-700">{t("home.steps.codeTitle")}</h3>
            <CodeTabs call={INVOICE_CALL} label={t("home.steps.codeTitle")} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="testimonials-title" className="bg-slate-900 py-24">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-indigo-300">{t("home.testimonials.eyebrow")}</p>
            <h2 id="testimonials-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
              {t("home.testimonials.title")}
            </h2>
          </div>
          <div className="mt-16 grid gap-6 lg:grid-cols-3">
            {testimonials.map((item) => (
              <figure key={item.name} className="flex flex-col rounded-2xl bg-white/5 p-8 ring-1 ring-white/10">
                <blockquote className="flex-1 text-lg leading-8 text-slate-100">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-indigo-500 text-sm font-bold text-white"
                  >
                    {item.name
                      .split(" ")
                      .map((part) => part[0])
                      .filter((c) => c === c.toUpperCase())
                      .slice(0, 2)
                      .join("")}
                  </span>
                  <span>
                    <span className="block font-semibold text-white">{item.name}</span>
                    <span className="block text-sm text-slate-400">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </Container>
      </section>

      {posts.length ? (
        <section aria-labelledby="blog-title" className="bg-white py-24">
          <Container>
            <div className="flex flex-wrap items-end justify-between gap-6">
              <SectionHeader id="blog-title" eyebrow={t("home.blog.eyebrow")} title={t("home.blog.title")} />
              <LocalLink
                to="/blog"
                className="rounded text-sm font-semibold text-indigo-700 hover:text-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t("home.blog.all")} <span aria-hidden="true">→</span>
              </LocalLink>
            </div>
            <div className="mt-12 grid gap-8 md:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.id} post={post} headingLevel="h3" />
              ))}
            </div>
          </Container>
        </section>
      ) : null}

      <CtaBanner />
    </>
  );
}
