import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useBlocker, useNavigate } from "@remix-run/react";
import type { Engine } from "@paperjet/engine";
import { pageSizeMm, type TemplateDocument } from "@paperjet/template";
import { Button, Spinner, buttonClass } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { Tooltip } from "~/components/ui-tooltip";
import { Dropdown } from "~/components/ui-dropdown";
import { MenuItem } from "~/components/ui-menu-items";
import { localizedPath, type Locale } from "~/utils/locale";
import type { MediaJson } from "../media/media-json.ts";
import { DesignCanvas, clampZoom, fitZoom, selectionOnScreen, useElementSize } from "./canvas/design-canvas.tsx";
import { PageStrip } from "./canvas/page-strip.tsx";
import { DesignerContext, useDesignerState, type DesignerEnv } from "./designer-context.tsx";
import { elementLabel } from "./elements/element-label.ts";
import { defaultElement, type ElementKind } from "./elements/defaults.ts";
import { loadBrowserEngine } from "./browser-engine.ts";
import { useDocumentFonts } from "./use-document-fonts.ts";
import { DataPanel } from "./panels/data-panel.tsx";
import { EinvoicePanel } from "./panels/einvoice-panel.tsx";
import { HistoryPanel } from "./panels/history-panel.tsx";
import { InsertPanel } from "./panels/insert-panel.tsx";
import { LayersPanel } from "./panels/layers-panel.tsx";
import { MediaLibrary } from "./panels/media-library.tsx";
import { PagesPanel } from "./panels/pages-panel.tsx";
import { PropertiesPanel } from "./panels/properties-panel.tsx";
import { TemplatesPanel } from "./panels/templates-panel.tsx";
import { describeWarning } from "./preview/describe-warning.ts";
import { PreviewPane } from "./preview-pane.tsx";
import * as cmd from "./state/commands.ts";
import { DesignerStore } from "./state/designer-store.ts";
import { canPaste } from "./state/clipboard.ts";
import { canvasSelectable, findElement } from "./state/element-tree.ts";
import { applicableActions } from "./state/selection-actions.ts";
import { SelectionMenu, type MenuPoint } from "./selection-menu.tsx";
import { SaveIndicator, Toolbar } from "./toolbar.tsx";
import { SaveVersion } from "./save-version.tsx";
import { CompareVersions, DRAFT, type Side } from "./compare/compare-versions.tsx";
import { iconButtonClass } from "./ui/fields.tsx";
import { Icon } from "./ui/icons.tsx";
import { useAutosave } from "./use-autosave.ts";
import { useExampleData } from "./use-example-data.ts";
import { useMediaImages } from "./use-media-images.ts";
import { useShortcuts } from "./use-shortcuts.ts";
import { useWideScreen } from "./use-wide-screen.ts";
import { apiFetch, apiJson } from "~/utils/api-client";
import type { DesignerEmbedding } from "./embedding.ts";
import { useEmbedding } from "./use-embedding.ts";

/** The designer's test download also comes as an image: what the image API would answer, at scale 2. */
const TEST_IMAGE_FORMATS = ["png", "jpeg", "webp"] as const;
type TestImageFormat = (typeof TEST_IMAGE_FORMATS)[number];
import { fileNameFromDisposition } from "~/utils/content-disposition";

export interface DesignerTemplate {
  id: string;
  name: string;
  /** The latest saved version. */
  version: number;
  /** The draft (the app's designer) or the latest version (an embedded designer). */
  document: TemplateDocument;
  /** The draft's revision and whether it differs from the latest version (the app's designer, decision 080). */
  revision?: number;
  hasChanges?: boolean;
}

const TABS = ["insert", "layers", "pages", "data", "einvoice", "templates", "media", "history"] as const;
type Tab = (typeof TABS)[number];

/**
 * The designer; with `embed`, without the app around it (the embedded designer of an editor session).
 * `readOnly` (a role that may not change templates): the preview with a label saying so, nothing to
 * edit and nothing saved.
 */
export function Designer({
  template,
  csrfToken,
  locale,
  uploadMaxBytes,
  embed,
  readOnly = false,
}: {
  template: DesignerTemplate;
  csrfToken: string;
  locale: Locale;
  uploadMaxBytes: number;
  embed?: DesignerEmbedding;
  readOnly?: boolean;
}) {
  const { t } = useTranslation("designer");
  const store = useMemo(() => new DesignerStore(template.document, { readOnly }), [template.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useDesignerState(store);
  const { document, selection, page } = state;
  const [engine, setEngine] = useState<Engine | null>(null);
  const [engineError, setEngineError] = useState<string | null>(null);
  const tabs = embed ? TABS.filter((tb) => embed.panels.includes(tb)) : TABS;
  const [tab, setTab] = useState<Tab>(tabs[0] ?? "insert");
  const [zoom, setZoom] = useState(1);
  const [mode, setMode] = useState<"edit" | "preview">("edit");
  const wide = useWideScreen();
  const view = wide && !readOnly ? mode : "preview";
  const [versionPreview, setVersionPreview] = useState<{ document: TemplateDocument; version: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [compare, setCompare] = useState<{ left: Side; right: Side; versions: number[] } | null>(null);
  const textCursor = useRef<DesignerEnv["textCursor"]["current"]>(null);
  const media = useRef(new Map<string, MediaJson>());
  const env = useMemo<DesignerEnv>(
    () => ({ store, templateId: template.id, csrfToken, textCursor, rememberMedia: (m) => media.current.set(m.id, m), uploadMaxBytes }),
    [store, template.id, csrfToken, uploadMaxBytes],
  );
  const templateApi = embed?.api ?? { path: `/api/templates/${template.id}`, headers: () => ({}) };
  const autosave = useAutosave({
    store,
    templateId: template.id,
    csrfToken,
    initialVersion: template.version,
    initialRevision: template.revision,
    initialHasChanges: template.hasChanges,
    api: embed?.api,
    auto: !embed && !readOnly,
    onSaved: embed?.onSave,
  });
  const images = useMediaImages(document);
  // The canvas and the preview draw the newest document whose font faces have loaded.
  const canvasFonts = useDocumentFonts(engine, document);
  const previewFonts = useDocumentFonts(engine, versionPreview?.document ?? document);
  const canvasDocument = canvasFonts.ready?.pages[page] ? canvasFonts.ready : null;
  const loadError = engineError ?? canvasFonts.error ?? previewFonts.error;
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    loadBrowserEngine().then(
      (e) => live && setEngine(() => e),
      (e: Error) => live && setEngineError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);

  const example = useExampleData(store, document, template.id, t);
  const data = example.data;
  const setExample = example.edit;

  // Zoom: fit on open and when the page size changes.
  const viewport = useRef<HTMLDivElement>(null);
  const viewportSize = useElementSize(viewport);
  const size = pageSizeMm(document.pages[page]!);
  const fit = useCallback(() => setZoom(fitZoom(viewportSize, size)), [viewportSize, size.width, size.height]); // eslint-disable-line react-hooks/exhaustive-deps
  const fitted = useRef("");
  useEffect(() => {
    const key = `${size.width}x${size.height}`;
    if (viewportSize.width > 0 && fitted.current !== key) {
      fitted.current = key;
      fit();
    }
  }, [fit, size.width, size.height, viewportSize.width]);
  const zoomControls = useMemo(
    () => ({ in: () => setZoom((z) => clampZoom(z * 1.25)), out: () => setZoom((z) => clampZoom(z / 1.25)), fit }),
    [fit],
  );
  const [menuAt, setMenuAt] = useState<MenuPoint | null>(null);
  /** Opens the context menu at `at`, or at the selection (Shift+F10); false when it would have nothing to offer. */
  const openMenu = useCallback(
    (at?: MenuPoint) => {
      const { document: doc, selection: ids } = store.getState();
      if (applicableActions(doc, ids, canPaste()).length === 0) return false;
      setMenuAt(at ?? menuPointFor(ids));
      return true;
    },
    [store],
  );
  const openMenuAtSelection = useCallback(() => openMenu(), [openMenu]);
  const [editingText, setEditingText] = useState<string | null>(null);
  /** Enter on one selected text element edits it in place; false when the selection is something else. */
  const editSelectedText = useCallback(() => {
    const { document: doc, selection: ids, page: index } = store.getState();
    const element = ids.length === 1 ? doc.pages[index]!.elements.find((e) => e.id === ids[0]) : undefined;
    if (element?.type !== "text" || !canvasSelectable(element)) return false;
    setEditingText(element.id);
    return true;
  }, [store]);
  useShortcuts(store, t, zoomControls, openMenuAtSelection, editSelectedText);

  // Selection changes, and the new box of a selected element, are announced for screen readers. Keyed by the words, so
  // a change that leaves them as they were (a layer moved in the layers panel) does not talk over that change's own announcement.
  // `t` too: after a client-side navigation the designer's texts arrive after the first render, and the announcer showed the key.
  const selectionMessage = useMemo(() => {
    if (selection.length === 0) return t("a11y.nothingSelected");
    if (selection.length > 1) return t("a11y.selectedMany", { count: selection.length });
    const e = findElement(document, selection[0]!);
    return e ? t("a11y.selected", { what: elementLabel(e, t), x: e.x, y: e.y, width: e.width, height: e.height }) : null;
  }, [selection, document, t]);
  useEffect(() => {
    if (selectionMessage !== null) setAnnouncement(selectionMessage);
  }, [selectionMessage]);

  const addElement = (kind: ElementKind, cx?: number, cy?: number) => {
    const p = document.pages[page]!;
    const s = pageSizeMm(p);
    const count = p.elements.length % 8;
    store.apply(
      t("history.add", { what: t(`elements.${kind}`) }),
      cmd.addElement(
        page,
        defaultElement(kind, cx ?? s.width / 2 + count * 4 - 14, cy ?? s.height / 3 + count * 4, document.bindings, t("elements.text")),
      ),
    );
  };

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && autosave.hasUnsavedChanges(),
  );

  const fetchTestPdf = async (format?: TestImageFormat) => {
    await autosave.flush();
    // One attempt: the button shows the failure and can be pressed again.
    // The app's test PDF is of the draft (what the designer shows, decision 080) and sends no data: the
    // server renders the draft's saved exampleData, as a generation call without data does. An embedded
    // designer may not save, so it sends the example it shows.
    return apiFetch(`${templateApi.path}/test-pdf`, {
      method: "POST",
      csrfToken,
      headers: templateApi.headers(),
      json: embed ? { data } : { draft: true, ...(format ? { format } : {}) },
      retry: false,
    });
  };
  useEmbedding(embed, {
    store,
    autosave,
    selection,
    ready: Boolean(engine && canvasDocument),
    setExample,
    fetchTestPdf,
    loadLabel: t("history.reload"),
  });

  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [pdfWarnings, setPdfWarnings] = useState<string[]>([]);
  const downloadTestPdf = async (format?: TestImageFormat) => {
    setPdfBusy(true);
    setPdfError(null);
    setPdfWarnings([]);
    try {
      const response = await fetchTestPdf(format);
      setPdfWarnings(JSON.parse(decodeURIComponent(response.headers.get("X-Render-Warnings") ?? "%5B%5D")) as string[]);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const a = window.document.createElement("a");
      a.href = url;
      a.download = fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? "test.pdf";
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setPdfError((e as Error).message);
    } finally {
      setPdfBusy(false);
    }
  };

  const [copyBusy, setCopyBusy] = useState(false);
  const saveAsCopy = async () => {
    setCopyBusy(true);
    try {
      const doc = store.getState().document;
      const name = t("conflict.copyName", { name: doc.name });
      const body = await apiJson<{ template: { id: string } }>("/api/templates", {
        method: "POST",
        json: { name, document: { ...doc, name } },
        csrfToken,
        retry: false,
      });
      autosave.forgetChanges();
      navigate(localizedPath(locale, `/app/designer/${body.template.id}`));
    } finally {
      setCopyBusy(false);
    }
  };
  const reloadServerCopy = () => autosave.reloadServerCopy((doc) => store.apply(t("history.reload"), cmd.replaceDocument(doc)));

  const tabLabel = (tb: Tab) => t(`tabs.${tb}`);
  const loadVersion = useCallback(
    async (version: number) =>
      (
        await apiJson<{ template: { document: TemplateDocument } }>(`/api/templates/${template.id}/version/${version}`, {
          method: "GET",
          csrfToken,
          retry: false,
        })
      ).template.document,
    [template.id, csrfToken],
  );

  return (
    <DesignerContext.Provider value={env}>
      <div
        className="flex h-screen flex-col bg-slate-50 text-slate-900"
        data-testid="designer"
        data-engine-ready={engine && canvasDocument ? "true" : "false"}
      >
        <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2">
          {embed ? (
            embed.logoUrl ? (
              <img src={embed.logoUrl} alt="" className="h-7 max-w-32 object-contain" data-testid="embed-logo" />
            ) : null
          ) : (
            <Tooltip label={t("header.back")} placement="bottom-start">
              <Link
                to={localizedPath(locale, "/app")}
                className={iconButtonClass}
                aria-label={t("header.back")}
                data-testid="designer-back"
              >
                ←
              </Link>
            </Tooltip>
          )}
          <label htmlFor="template-name" className="sr-only">
            {t("header.name")}
          </label>
          <input
            id="template-name"
            data-testid="template-name"
            className="min-w-24 max-w-xs flex-1 rounded-md border-0 px-2 py-1 text-sm font-semibold ring-1 ring-inset ring-transparent hover:ring-slate-300 focus:ring-2 focus:ring-indigo-600"
            value={document.name}
            readOnly={readOnly}
            onChange={(e) => store.apply(t("history.rename"), cmd.setDocumentName(e.target.value), { mergeKey: "name" })}
          />
          {readOnly ? (
            <p
              role="status"
              className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
              data-testid="designer-read-only"
            >
              {t("header.readOnly")}
            </p>
          ) : (
            // A phone shows the preview: no room, and little use, for the save status.
            <span className="hidden lg:contents">
              <SaveIndicator
                status={autosave.status}
                error={autosave.error}
                draft={!embed}
                unsaved={Boolean(embed) && autosave.version === 0}
              />
            </span>
          )}
          <span className="ml-auto flex items-center gap-2">
            {wide && !readOnly ? (
              <button
                type="button"
                className={buttonClass(mode === "preview" ? "primary" : "secondary", "py-1.5")}
                aria-pressed={mode === "preview"}
                onClick={() => {
                  setVersionPreview(null);
                  setMode(mode === "preview" ? "edit" : "preview");
                }}
                data-testid="preview-toggle"
              >
                <Icon name="eye" /> {t("header.preview")}
              </button>
            ) : null}
            {embed || readOnly ? null : (
              <span className="hidden lg:contents">
                <SaveVersion
                  latestVersion={autosave.version}
                  hasChanges={autosave.draftHasChanges || autosave.status !== "saved"}
                  conflict={autosave.status === "conflict"}
                  onSave={autosave.saveVersion}
                />
              </span>
            )}
            {!embed || embed.canPreview ? (
              <Button
                variant="secondary"
                className="py-1.5"
                onClick={() => void downloadTestPdf()}
                busy={pdfBusy}
                busyLabel={t("header.generating")}
                data-testid="test-pdf"
              >
                <Icon name="download" /> {t("header.testPdf")}
              </Button>
            ) : null}
            {!embed ? (
              <Dropdown
                button={<span aria-hidden="true">▾</span>}
                label={t("header.testImage")}
                tooltip={t("header.testImage")}
                buttonClassName={iconButtonClass}
                panelClassName="w-44"
                testId="test-image"
              >
                {TEST_IMAGE_FORMATS.map((format) => (
                  <MenuItem key={format} disabled={pdfBusy} onSelect={() => void downloadTestPdf(format)} testId={`test-image-${format}`}>
                    {t(`header.imageFormats.${format}`)}
                  </MenuItem>
                ))}
              </Dropdown>
            ) : null}
            {embed?.canSave ? (
              <Button
                className="py-1.5"
                onClick={() => void autosave.flush({ create: true })}
                busy={autosave.status === "saving"}
                busyLabel={t("header.saving")}
                data-testid="embed-save"
              >
                {t("header.save")}
              </Button>
            ) : null}
          </span>
        </header>
        {pdfError ? (
          <p role="alert" className="bg-red-50 px-4 py-1 text-sm text-red-700">
            {t("header.pdfFailed", { message: pdfError })}
          </p>
        ) : null}
        {pdfWarnings.length ? (
          <div role="alert" className="flex items-start gap-2 bg-amber-50 px-4 py-1 text-sm text-amber-900" data-testid="test-pdf-warnings">
            <div className="min-w-0 flex-1">
              <p>{t("header.pdfWarnings", { count: pdfWarnings.length })}</p>
              <ul className="list-disc pl-5">
                {pdfWarnings.map((w, i) => (
                  <li key={i}>{describeWarning(w, document, t)}</li>
                ))}
              </ul>
            </div>
            <button type="button" className={iconButtonClass} aria-label={t("header.dismissWarnings")} onClick={() => setPdfWarnings([])}>
              <Icon name="close" />
            </button>
          </div>
        ) : null}
        <div className="flex min-h-0 flex-1">
          {readOnly ? null : (
            <aside className="hidden w-[18.5rem] shrink-0 border-r border-slate-200 bg-white lg:flex" aria-label={t("sidebar.left")}>
              <div
                role="tablist"
                aria-orientation="vertical"
                aria-label={t("sidebar.left")}
                // Wide enough for the longest label in either language ("Ontwerpen") on one line.
                className="flex w-[4.5rem] shrink-0 flex-col gap-1 border-r border-slate-200 p-1"
              >
                {tabs.map((tb) => (
                  <button
                    key={tb}
                    id={`tab-${tb}`}
                    role="tab"
                    type="button"
                    aria-selected={tab === tb}
                    aria-controls={`tabpanel-${tb}`}
                    tabIndex={tab === tb ? 0 : -1}
                    data-testid={`tab-${tb}`}
                    onClick={() => setTab(tb)}
                    onKeyDown={(e) => {
                      const i = tabs.indexOf(tb);
                      const next =
                        e.key === "ArrowDown"
                          ? tabs[(i + 1) % tabs.length]
                          : e.key === "ArrowUp"
                            ? tabs[(i + tabs.length - 1) % tabs.length]
                            : undefined;
                      if (next) {
                        e.preventDefault();
                        setTab(next);
                        window.document.getElementById(`tab-${next}`)?.focus();
                      }
                    }}
                    className="rounded-md px-0.5 py-2 text-[11px] font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 aria-selected:bg-indigo-50 aria-selected:text-indigo-700"
                  >
                    {tabLabel(tb)}
                  </button>
                ))}
              </div>
              <div
                role="tabpanel"
                id={`tabpanel-${tab}`}
                aria-labelledby={`tab-${tab}`}
                className="min-w-0 flex-1 overflow-y-auto"
                tabIndex={0}
              >
                {tab === "insert" ? <InsertPanel onAdd={(kind) => addElement(kind)} allowed={embed?.elements ?? null} /> : null}
                {tab === "layers" ? (
                  <LayersPanel
                    document={document}
                    page={page}
                    selection={selection}
                    onContextMenu={openMenu}
                    onAnnounce={setAnnouncement}
                  />
                ) : null}
                {tab === "pages" ? <PagesPanel document={document} page={page} /> : null}
                {tab === "data" ? (
                  <DataPanel
                    document={document}
                    selection={selection}
                    example={{ text: example.text, custom: example.custom, onChange: example.edit }}
                  />
                ) : null}
                {tab === "einvoice" ? <EinvoicePanel document={document} /> : null}
                {tab === "templates" ? <TemplatesPanel /> : null}
                {tab === "media" ? (
                  <div className="p-3">
                    <MediaLibrary
                      selected={
                        selection.length === 1 ? (findElement(document, selection[0]!) as { src?: string } | undefined)?.src : undefined
                      }
                      onPick={(src) => {
                        const e = selection.length === 1 ? findElement(document, selection[0]!) : undefined;
                        if (e?.type === "image")
                          store.apply(t("history.edit", { what: elementLabel(e, t) }), cmd.updateElement(e.id, { src }));
                        else
                          store.apply(
                            t("history.add", { what: t("elements.image") }),
                            cmd.addElement(page, { ...defaultElement("image", size.width / 2, size.height / 3), src } as cmd.NewElement),
                          );
                      }}
                    />
                  </div>
                ) : null}
                {tab === "history" ? (
                  <HistoryPanel
                    latestVersion={autosave.version}
                    draftHasChanges={!embed && (autosave.draftHasChanges || autosave.status !== "saved")}
                    onPreview={(doc, version) => {
                      setVersionPreview({ document: doc, version });
                      setMode("preview");
                    }}
                    onCompare={(version, versions) =>
                      // The latest version against the draft; an older one against the latest.
                      setCompare({ left: version, right: version === autosave.version ? DRAFT : autosave.version, versions })
                    }
                  />
                ) : null}
              </div>
            </aside>
          )}
          <main className="flex min-w-0 flex-1 flex-col" aria-label={t("canvas.label")}>
            {wide ? null : (
              <p
                role="status"
                className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
                data-testid="small-screen-notice"
              >
                {t("canvas.smallScreen")}
              </p>
            )}
            {wide && !readOnly ? (
              <Toolbar
                selection={selection}
                zoom={zoom}
                onZoom={(z) => setZoom(clampZoom(z))}
                onFit={fit}
                canUndo={state.canUndo}
                canRedo={state.canRedo}
                undoLabel={state.undoLabel}
                redoLabel={state.redoLabel}
              />
            ) : null}
            <div ref={viewport} className="min-h-0 flex-1">
              {!engine || !(view === "preview" ? previewFonts.ready : canvasDocument) ? (
                <div className="flex h-full items-center justify-center gap-2 text-sm text-slate-500" role="status">
                  {loadError ? (
                    <span className="text-red-600">{t("canvas.engineFailed", { message: loadError })}</span>
                  ) : (
                    <>
                      <Spinner /> {t("canvas.loading")}
                    </>
                  )}
                </div>
              ) : view === "preview" ? (
                <PreviewPane
                  engine={engine}
                  document={previewFonts.ready!}
                  data={data}
                  images={images}
                  zoom={zoom}
                  title={versionPreview ? t("versions.version", { n: versionPreview.version }) : undefined}
                />
              ) : (
                <DesignCanvas
                  store={store}
                  document={canvasDocument!}
                  pageIndex={page}
                  selection={selection}
                  engine={engine}
                  data={data}
                  images={images}
                  zoom={zoom}
                  onZoom={(z) => setZoom(clampZoom(z))}
                  onDropElement={(type, x, y) => addElement(type as ElementKind, x, y)}
                  onDropImage={(src, x, y) =>
                    store.apply(
                      t("history.add", { what: t("elements.image") }),
                      cmd.addElement(page, { ...defaultElement("image", x, y), src } as cmd.NewElement),
                    )
                  }
                  onContextMenu={openMenu}
                  editingText={editingText}
                  onEditText={setEditingText}
                />
              )}
            </div>
            {view !== "preview" && wide ? (
              // Its height is kept from the start, so the zoom fitted on open still fits when the thumbnails come.
              <div className="h-[5.5rem] shrink-0 border-t border-slate-200 bg-white">
                {engine && canvasDocument ? (
                  <PageStrip store={store} engine={engine} document={canvasDocument} page={page} data={data} images={images} />
                ) : null}
              </div>
            ) : null}
            <p className="sr-only" aria-live="polite" data-testid="announcer">
              {announcement}
            </p>
          </main>
          {readOnly ? null : (
            <aside
              className="hidden w-80 shrink-0 overflow-y-auto border-l border-slate-200 bg-white lg:block"
              aria-label={t("sidebar.right")}
            >
              <PropertiesPanel document={document} selection={selection} page={page} />
            </aside>
          )}
        </div>
      </div>
      <SelectionMenu at={menuAt} onClose={() => setMenuAt(null)} />
      {compare ? (
        <CompareVersions
          open
          onClose={() => setCompare(null)}
          engine={engine}
          versions={compare.versions}
          initial={compare}
          draft={document}
          loadVersion={loadVersion}
          data={data}
          images={images}
        />
      ) : null}
      <Dialog
        open={autosave.status === "conflict"}
        onClose={() => undefined}
        title={t("conflict.title")}
        description={t("conflict.description")}
        testId="conflict-dialog"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={reloadServerCopy} data-testid="conflict-reload">
            {t("conflict.reload")}
          </Button>
          {embed ? null : (
            <Button onClick={saveAsCopy} busy={copyBusy} data-testid="conflict-copy">
              {t("conflict.saveCopy")}
            </Button>
          )}
        </div>
      </Dialog>
      <Dialog
        open={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title={t("leave.title")}
        description={t("leave.description")}
        testId="leave-dialog"
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t("leave.stay")}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t("leave.leave")}
          </Button>
        </div>
      </Dialog>
    </DesignerContext.Provider>
  );
}

/** Where the keyboard's context menu opens: on the selection where the canvas shows it, else under the focused control. */
function menuPointFor(selection: readonly string[]): MenuPoint {
  const onCanvas = selectionOnScreen(selection);
  if (onCanvas) return { x: onCanvas.left + onCanvas.width / 2, y: onCanvas.top + onCanvas.height / 2 };
  const focused = window.document.activeElement;
  if (!focused || focused === window.document.body) return { x: window.innerWidth / 2, y: window.innerHeight / 3 };
  const box = focused.getBoundingClientRect();
  return { x: box.left + Math.min(box.width, 48), y: box.bottom };
}
