import { useTranslation } from "react-i18next";
import { NAMED_PAGE_SIZES, pageSizeMm, type TemplateDocument, type TemplatePage } from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { setOrientation, updatePage } from "../state/commands.ts";
import { NumberField, Section, SelectField } from "../ui/fields.tsx";

/** Paper settings of one page: size (named or custom), orientation and margins. */
export function PagePanel({ document, page: index }: { document: TemplateDocument; page: number }) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  const page = document.pages[index]!;
  const label = t("history.paper", { n: index + 1 });
  const set = (patch: Partial<Omit<TemplatePage, "elements">>, mergeKey?: string) =>
    store.apply(label, updatePage(index, patch), { mergeKey });
  const size = pageSizeMm(page);
  const named = typeof page.size === "string" ? page.size : "custom";
  return (
    <div data-testid="page-panel">
      <h2 className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-800">{t("pages.title", { n: index + 1 })}</h2>
      <Section title={t("panels.paper")}>
        <SelectField
          label={t("fields.paperSize")}
          wide
          testId="page-size"
          value={named}
          options={[...NAMED_PAGE_SIZES.map((s) => ({ value: s as string, label: s })), { value: "custom", label: t("pages.custom") }]}
          onChange={(value) =>
            set({
              size:
                value === "custom"
                  ? { width: Math.round(size.width), height: Math.round(size.height) }
                  : (value as (typeof NAMED_PAGE_SIZES)[number]),
            })
          }
        />
        <SelectField
          label={t("fields.orientation")}
          wide
          testId="page-orientation"
          value={page.orientation}
          options={[
            { value: "portrait", label: t("pages.portrait") },
            { value: "landscape", label: t("pages.landscape") },
          ]}
          onChange={(orientation) => store.apply(label, setOrientation(index, orientation))}
        />
        {typeof page.size !== "string" ? (
          <>
            <NumberField
              label={t("fields.width")}
              unit="mm"
              min={10}
              max={2000}
              value={page.size.width}
              onChange={(width) =>
                width && set({ size: { ...(page.size as { width: number; height: number }), width } }, `page${index}.width`)
              }
              testId="page-width"
            />
            <NumberField
              label={t("fields.height")}
              unit="mm"
              min={10}
              max={2000}
              value={page.size.height}
              onChange={(height) =>
                height && set({ size: { ...(page.size as { width: number; height: number }), height } }, `page${index}.height`)
              }
              testId="page-height"
            />
          </>
        ) : (
          <p className="col-span-2 text-xs text-slate-500">{t("pages.sizeMm", { width: size.width, height: size.height })}</p>
        )}
      </Section>
      <Section title={t("panels.margins")}>
        {(["top", "right", "bottom", "left"] as const).map((side) => (
          <NumberField
            key={side}
            label={t(`margin.${side}`)}
            unit="mm"
            min={0}
            max={200}
            value={page.margin[side]}
            onChange={(v) => v !== undefined && set({ margin: { ...page.margin, [side]: v } }, `page${index}.margin.${side}`)}
            testId={`margin-${side}`}
          />
        ))}
      </Section>
    </div>
  );
}
