import { Link, NavLink, useNavigation, useSearchParams } from "@remix-run/react";
import { Spinner } from "~/components/ui-button";
import { DataTable } from "~/components/ui-table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/utils/use-locale";
import type { AuditEntry } from "./audit-log.server";
import { useFormat } from "~/utils/use-format";

export const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
export const input =
  "block w-full rounded-lg border-0 px-3 py-2 text-sm text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600";

/** The admin section tabs. */
export function AdminNav() {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const items = [
    ["/app/admin", "home", true],
    ["/app/admin/users", "users", false],
    ["/app/admin/posts", "posts", false],
    ["/app/admin/authors", "authors", false],
    ["/app/admin/templates", "templates", false],
    ["/app/admin/api-calls", "apiCalls", false],
    ["/app/admin/form-submissions", "formSubmissions", false],
    ["/app/admin/surveys", "surveys", false],
    ["/app/admin/invoices", "invoices", false],
  ] as const;
  return (
    <nav aria-label={t("admin.nav.label")} className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {items.map(([path, key, end]) => (
        <NavLink
          key={key}
          to={to(path)}
          end={end}
          className={({ isActive }) =>
            `rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100"}`
          }
        >
          {t(`admin.nav.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** While an admin page loads (a link, a filter, a pager), a visible and announced "Loading…". */
export function AdminLoading() {
  const { t } = useTranslation("app");
  const loading = useNavigation().state === "loading";
  return (
    <p
      role="status"
      aria-live="polite"
      className={`flex items-center gap-2 text-sm text-slate-600 ${loading ? "" : "sr-only"}`}
      data-testid="admin-loading"
    >
      {loading ? (
        <>
          <Spinner />
          {t("admin.loading")}
        </>
      ) : null}
    </p>
  );
}

/** Labelled filter fields of the admin lists. */
export const filterLabel = "block text-xs font-medium text-slate-600";
export function ApplyButton() {
  const { t } = useTranslation("app");
  return (
    <div className="flex items-end">
      <button
        type="submit"
        className="rounded-lg bg-indigo-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t("admin.list.apply")}
      </button>
    </div>
  );
}

/** The "sort by" and "order" selects of a list's filter form. */
export function SortFields({ sort, order, options }: { sort: string; order: string; options: [value: string, label: string][] }) {
  const { t } = useTranslation("app");
  return (
    <>
      <label className={filterLabel}>
        {t("admin.usersPage.sort")}
        <select name="sort" defaultValue={sort} className={input}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={filterLabel}>
        {t("admin.usersPage.order")}
        <select name="order" defaultValue={order} className={input}>
          <option value="desc">{t("admin.usersPage.desc")}</option>
          <option value="asc">{t("admin.usersPage.asc")}</option>
        </select>
      </label>
    </>
  );
}

/** Label–value pairs of a record's page. */
export function Facts({ items, columns = "sm:grid-cols-3" }: { items: [label: string, value: ReactNode][]; columns?: string }) {
  return (
    <dl className={`mt-3 grid gap-3 ${columns}`}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="text-sm text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PageHeader({ title, back, actions }: { title: string; back?: { to: string; label: string }; actions?: ReactNode }) {
  const to = useLocalizedPath();
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        {back ? (
          <Link to={to(back.to)} className="text-sm text-indigo-600 hover:underline">
            ← {back.label}
          </Link>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      </div>
      {actions}
    </header>
  );
}

/** The outcome of a page action, announced to screen readers. */
export function ActionNotice({ result, okText }: { result: { ok: boolean; error?: string } | undefined; okText: string }) {
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {okText}
    </p>
  ) : (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {result.error}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-500">{children}</p>;
}

/** Previous / next links that keep the page's other search parameters. */
export function Pager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t } = useTranslation("app");
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const link = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `?${next.toString()}`;
  };
  const cls = "rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50";
  return (
    <div className="mt-4 flex items-center justify-between text-sm text-slate-600">
      <span>
        {t("admin.list.total", { count: total })} · {t("admin.list.page", { page, pages })}
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link className={cls} to={link(page - 1)}>
            {t("admin.list.previous")}
          </Link>
        ) : null}
        {page < pages ? (
          <Link className={cls} to={link(page + 1)}>
            {t("admin.list.next")}
          </Link>
        ) : null}
      </span>
    </div>
  );
}

/** Stacked daily bars as inline SVG; the figures are also given as text for screen readers. */
export function BarChart({
  title,
  days,
  series,
}: {
  title: string;
  days: string[];
  series: { label: string; color: string; values: number[] }[];
}) {
  const { t } = useTranslation("app");
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + s.values[i]!, 0));
  const max = Math.max(1, ...totals);
  const width = 300;
  const height = 80;
  const bar = width / days.length;
  return (
    <figure className={card}>
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-24 w-full"
        role="img"
        aria-label={`${title}: ${t("admin.stats.chartSummary", { total: totals.reduce((a, b) => a + b, 0), max: Math.max(0, ...totals) })}`}
      >
        {days.map((day, i) => {
          let y = height;
          return series.map((s) => {
            const h = (s.values[i]! / max) * (height - 4);
            y -= h;
            return h > 0 ? (
              <rect key={`${day}-${s.label}`} x={i * bar + 1} y={y} width={bar - 2} height={h} fill={s.color}>
                <title>{`${day}: ${s.values[i]} ${s.label}`}</title>
              </rect>
            ) : null;
          });
        })}
      </svg>
      {series.length > 1 ? (
        <p className="mt-2 flex gap-4 text-xs text-slate-600">
          {series.map((s) => (
            <span key={s.label} className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-2 w-2 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </span>
          ))}
        </p>
      ) : null}
    </figure>
  );
}

// Loader data arrives serialised: `before`/`after` may be absent there.
type AuditRow = Omit<AuditEntry, "before" | "after"> & { before?: unknown; after?: unknown };

export function AuditTable({ entries }: { entries: AuditRow[] }) {
  const { t } = useTranslation("app");
  const format = useFormat();
  const show = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value).slice(0, 160));
  const mono = "font-mono text-xs";
  return (
    <DataTable
      wrapperClassName="overflow-x-auto"
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={<Empty>{t("admin.audit.empty")}</Empty>}
      columns={[
        { header: t("admin.audit.when"), cell: (entry) => format.dateTime(entry.createdAt) },
        { header: t("admin.audit.who"), cell: (entry) => entry.actor.email },
        { header: t("admin.audit.what"), className: mono, cell: (entry) => entry.action },
        {
          header: t("admin.audit.record"),
          className: mono,
          cell: (entry) => (
            <>
              {entry.targetType} {entry.targetId.slice(0, 8)}
            </>
          ),
        },
        {
          header: t("admin.audit.change"),
          className: mono,
          cell: (entry) => (
            <>
              {show(entry.before)} → {show(entry.after)}
            </>
          ),
        },
      ]}
    />
  );
}
