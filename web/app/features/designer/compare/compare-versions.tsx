import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Engine } from "@paperjet/engine";
import type { TemplateDocument } from "@paperjet/template";
import { Dialog } from "~/components/ui-dialog";
import { elementLabel } from "../elements/element-label.ts";
import { layoutWholeDocument } from "../canvas/document-view.ts";
import { diffDocuments, type Box, type ChangeKind, type ElementChange } from "./diff-documents.ts";

/** The draft in the pickers; versions are their numbers. */
export const DRAFT = "draft";
export type Side = number | typeof DRAFT;

const TONE: Record<ChangeKind, string> = {
  added: "border-emerald-600 bg-emerald-500/15",
  removed: "border-red-600 bg-red-500/15",
  moved: "border-sky-600 bg-sky-500/15",
  restyled: "border-amber-500 bg-amber-400/20",
  edited: "border-violet-600 bg-violet-500/15",
};
const KINDS: ChangeKind[] = ["added", "removed", "moved", "restyled", "edited"];

/**
 * Two versions (or a version and the draft) side by side, each drawn by the engine with the example data,
 * with boxes over what changed — added, removed, moved, restyled, edited — and the same changes, and the
 * bindings', as a list for reading.
 */
export function CompareVersions({
  open,
  onClose,
  engine,
  versions,
  initial,
  draft,
  loadVersion,
  data,
  images,
}: {
  open: boolean;
  onClose: () => void;
  engine: Engine | null;
  /** Version numbers, newest first. */
  versions: number[];
  initial: { left: Side; right: Side };
  draft: TemplateDocument;
  loadVersion: (version: number) => Promise<TemplateDocument>;
  data: Record<string, unknown>;
  images: Record<string, string>;
}) {
  const { t } = useTranslation("designer");
  const [left, setLeft] = useState<Side>(initial.left);
  const [right, setRight] = useState<Side>(initial.right);
  const [loaded, setLoaded] = useState(new Map<number, TemplateDocument>());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setLeft(initial.left);
    setRight(initial.right);
  }, [initial.left, initial.right]);
  useEffect(() => {
    if (!open) return;
    for (const side of [left, right]) {
      if (side === DRAFT || loaded.has(side)) continue;
      loadVersion(side).then(
        (doc) => setLoaded((m) => new Map(m).set(side, doc)),
        (e: Error) => setError(e.message),
      );
    }
  }, [open, left, right, loaded, loadVersion]);
  const docOf = (side: Side) => (side === DRAFT ? draft : loaded.get(side));
  const before = docOf(left);
  const after = docOf(right);
  const diff = useMemo(() => (before && after ? diffDocuments(before, after) : null), [before, after]);
  // The designed page both sides show: the one picked, else the first with a change.
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => setPicked(null), [left, right]);
  const pageCount = Math.max(before?.pages.length ?? 1, after?.pages.length ?? 1);
  const changesOn = (index: number) => diff?.elements.filter((c) => onPage(c, index)).length ?? 0;
  const firstChanged = Array.from({ length: pageCount }, (_, i) => i).find((i) => changesOn(i) > 0) ?? 0;
  const pageIndex = Math.min(picked ?? firstChanged, pageCount - 1);
  const name = (side: Side) => (side === DRAFT ? t("compare.draft") : t("versions.version", { n: side }));
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t("compare.title")} testId="compare-dialog">
      <div className="grid grid-cols-2 gap-3">
        <SidePicker label={t("compare.left")} value={left} onChange={setLeft} versions={versions} name={name} testId="compare-left" />
        <SidePicker label={t("compare.right")} value={right} onChange={setRight} versions={versions} name={name} testId="compare-right" />
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {diff && engine && before && after ? (
        <>
          {pageCount > 1 ? (
            <div role="group" aria-label={t("compare.pages")} className="mt-3 flex flex-wrap gap-2">
              {Array.from({ length: pageCount }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  aria-pressed={i === pageIndex}
                  onClick={() => setPicked(i)}
                  className="rounded-md px-2 py-1 text-xs ring-1 ring-slate-300 aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:ring-indigo-600"
                  data-testid="compare-page-tab"
                  data-page={i + 1}
                >
                  {t("compare.page", { n: i + 1 })}
                  {changesOn(i) > 0 ? ` · ${t("compare.pageChanges", { count: changesOn(i) })}` : ""}
                </button>
              ))}
            </div>
          ) : null}
          <div className="mt-4 grid grid-cols-2 gap-3">
            <RenderedSide
              engine={engine}
              document={before}
              data={data}
              images={images}
              side="before"
              pageIndex={pageIndex}
              diff={diff.elements}
              testId="compare-page-left"
            />
            <RenderedSide
              engine={engine}
              document={after}
              data={data}
              images={images}
              side="after"
              pageIndex={pageIndex}
              diff={diff.elements}
              testId="compare-page-right"
            />
          </div>
          <ul className="mt-3 flex flex-wrap gap-3 text-xs text-slate-600" aria-label={t("compare.legend")}>
            {KINDS.map((kind) => (
              <li key={kind} className="flex items-center gap-1">
                <span className={`inline-block h-3 w-3 border-2 ${TONE[kind]}`} aria-hidden="true" />
                {t(`compare.kinds.${kind}`)}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">{t("compare.changes", { left: name(left), right: name(right) })}</h3>
          {diff.elements.length === 0 && diff.bindings.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600" data-testid="compare-none">
              {t("compare.none")}
            </p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm text-slate-700" data-testid="compare-changes">
              {diff.elements.map((change) => (
                <li key={`e-${change.id}`} data-testid="compare-change" data-element-id={change.id} data-kinds={change.kinds.join(" ")}>
                  <span className="font-medium">{elementLabel(change.element, t)}</span>:{" "}
                  {change.kinds.map((k) => t(`compare.kinds.${k}`)).join(", ")}
                </li>
              ))}
              {diff.bindings.map((change) => (
                <li key={`b-${change.key}`} data-testid="compare-binding" data-binding={change.key} data-kind={change.kind}>
                  {t(`compare.binding.${change.kind}`, { key: change.key })}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-500" role="status">
          {t("library.loading")}
        </p>
      )}
    </Dialog>
  );
}

function SidePicker({
  label,
  value,
  onChange,
  versions,
  name,
  testId,
}: {
  label: string;
  value: Side;
  onChange: (side: Side) => void;
  versions: number[];
  name: (side: Side) => string;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(e) => onChange(e.target.value === DRAFT ? DRAFT : Number(e.target.value))}
        className="mt-1 block w-full rounded-md border-0 py-1 pl-2 pr-7 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
        data-testid={testId}
      >
        <option value={DRAFT}>{name(DRAFT)}</option>
        {versions.map((v) => (
          <option key={v} value={v}>
            {name(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether a change is on designed page `index`, on either side. */
const onPage = (change: ElementChange, index: number) => change.before?.page === index || change.after?.page === index;

/**
 * One side: designed page `pageIndex` as the engine draws it in the document's flow (its first printed
 * page, so page numbers and moved-down content are as printed), with a box over each change on it.
 */
function RenderedSide({
  engine,
  document,
  data,
  images,
  side,
  pageIndex,
  diff,
  testId,
}: {
  engine: Engine;
  document: TemplateDocument;
  data: Record<string, unknown>;
  images: Record<string, string>;
  side: "before" | "after";
  pageIndex: number;
  diff: ElementChange[];
  testId: string;
}) {
  const page = useMemo(() => {
    try {
      const laid = layoutWholeDocument({ engine, document, data, images }).pages.find((p) => p.templatePage === pageIndex);
      // Each side's SVG ids apart: both are inline in one HTML document.
      return laid ? { widthMm: laid.widthMm, heightMm: laid.heightMm, svg: engine.paint(laid, { idPrefix: `cmp-${side}-` }) } : null;
    } catch {
      return null;
    }
  }, [engine, document, data, images, pageIndex, side]);
  if (!page) return <div className="aspect-[210/297] bg-white ring-1 ring-slate-200" data-testid={testId} />;
  const boxes = diff.flatMap((change) => {
    const box: Box | undefined = change[side];
    // The left side shows where things were (what went and what changed), the right where they are now.
    if (!box || box.page !== pageIndex) return [];
    return [{ id: change.id, box, kind: change.kinds[0]! }];
  });
  const pct = (value: number, total: number) => `${(value / total) * 100}%`;
  return (
    <div
      className="relative min-w-0 bg-white shadow ring-1 ring-slate-200 [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
      style={{ aspectRatio: `${page.widthMm} / ${page.heightMm}` }}
      data-testid={testId}
    >
      <div className="absolute inset-0 [&>svg]:block [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: page.svg }} />
      {boxes.map(({ id, box, kind }) => (
        <span
          key={id}
          aria-hidden="true"
          className={`absolute border-2 ${TONE[kind]}`}
          style={{
            left: pct(box.x, page.widthMm),
            top: pct(box.y, page.heightMm),
            width: pct(box.width, page.widthMm),
            height: pct(box.height, page.heightMm),
          }}
          data-testid="compare-box"
          data-element-id={id}
          data-kind={kind}
        />
      ))}
    </div>
  );
}
