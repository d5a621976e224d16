import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Container, LocalLink } from "~/features/site/ui";

export const handle = { i18n: ["site", "forms", "blog"] };

/** The blog's layout: a slim blog bar above the list and the articles. */
export default function BlogLayout() {
  const { t } = useTranslation("blog");
  return (
    <div className="bg-white">
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="flex h-12 items-center gap-3 text-sm">
          <LocalLink
            to="/blog"
            className="rounded font-semibold text-slate-900 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Paperjet {t("eyebrow")}
          </LocalLink>
          <span aria-hidden="true" className="text-slate-300">
            /
          </span>
          <span className="truncate text-slate-500">{t("title")}</span>
        </Container>
      </div>
      <Outlet />
    </div>
  );
}
