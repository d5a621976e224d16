import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireLocaleParam } from "~/utils/locale";

export async function loader({ params }: LoaderFunctionArgs) {
  return { locale: requireLocaleParam(params) };
}

export const meta: MetaFunction = () => [{ title: "Paperjet — PDF and image generation API" }];

export default function Home() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-bold tracking-tight">{t("home.title", "Design templates. Generate PDFs with one API call.")}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("home.lead", "Drag-and-drop templates, JSON data, pixel-perfect PDFs and PNGs.")}</p>
    </main>
  );
}
