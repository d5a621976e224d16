import { useTranslation } from "react-i18next";
import { formatTag } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import { FILTER_EXAMPLES, filterExampleOutput } from "./filter-examples.ts";

/** The Help page's list of every expression filter: how it is written, what it does, and a worked example. */
export function FilterReference() {
  const { t } = useTranslation("app");
  const tag = formatTag(useLocale());
  return (
    <section aria-labelledby="filters-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="filters-title" className="text-lg font-semibold text-slate-900">
        {t("help.filters.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("help.filters.lead", { example: "{{ total | currency:'EUR' }}", locale: tag })}</p>
      <ul className="mt-4 divide-y divide-slate-200" data-testid="filter-reference">
        {FILTER_EXAMPLES.map((example) => (
          <li key={example.name} className="min-w-0 py-4" data-testid="filter-help" data-filter={example.name}>
            <h3 className="font-mono text-sm font-semibold text-indigo-700">{example.name}</h3>
            <p className="mt-1 break-words font-mono text-xs text-slate-700">{t(`help.filter.${example.name}.usage`)}</p>
            <p className="mt-1 text-sm text-slate-600">{t(`help.filter.${example.name}.description`)}</p>
            <dl className="mt-2 grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-500">{t("help.filters.data")}</dt>
              <dd className="break-all font-mono text-slate-800">{JSON.stringify(example.data)}</dd>
              <dt className="text-slate-500">{t("help.filters.text")}</dt>
              <dd className="break-all font-mono text-slate-800">{`{{ ${example.expression} }}`}</dd>
              <dt className="text-slate-500">{t("help.filters.result")}</dt>
              <dd className="break-all font-semibold text-slate-900" data-testid="filter-help-result">
                {filterExampleOutput(example, tag)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
