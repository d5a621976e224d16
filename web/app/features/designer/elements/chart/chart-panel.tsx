import { useTranslation } from "react-i18next";
import type { ChartElement } from "@paperjet/template";
import { ColorField, ExpressionField, Section, SelectField, iconButtonClass } from "../../ui/fields.tsx";
import { AltTextField } from "../common/alt-text-field.tsx";
import type { PanelProps } from "../panel-props.ts";

const PALETTE = ["#4f46e5", "#16a34a", "#ea580c", "#db2777", "#0891b2", "#ca8a04"];

export function ChartPanel({ element, update }: PanelProps<ChartElement>) {
  const { t } = useTranslation("designer");
  const setSeries = (index: number, patch: Partial<ChartElement["series"][number]>, field?: string) =>
    update(
      { series: element.series.map((s, i) => (i === index ? { ...s, ...patch } : s)) },
      field && `${element.id}.series.${index}.${field}`,
    );
  return (
    <Section title={t("elements.chart")}>
      <SelectField
        label={t("fields.chartType")}
        wide
        value={element.chartType}
        options={(["bar", "line", "pie"] as const).map((c) => ({ value: c, label: t(`chartType.${c}`) }))}
        onChange={(chartType) => update({ chartType })}
        testId="prop-chart-type"
      />
      <ExpressionField
        label={t("fields.chartLabels")}
        kind="expr"
        value={element.labels}
        onChange={(labels) => update({ labels }, `${element.id}.labels`)}
        testId="prop-chart-labels"
      />
      <p className="col-span-2 text-xs text-slate-500">{t("hints.chartData")}</p>
      {element.series.map((s, i) => (
        <fieldset key={i} className="col-span-2 grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2">
          <legend className="px-1 text-xs font-medium text-slate-600">{t("fields.series", { n: i + 1 })}</legend>
          <ExpressionField label={t("fields.seriesName")} kind="text" value={s.name} onChange={(name) => setSeries(i, { name }, "name")} />
          <ExpressionField
            label={t("fields.seriesValues")}
            kind="expr"
            value={s.values}
            onChange={(values) => setSeries(i, { values }, "values")}
          />
          <ColorField label={t("fields.color")} value={s.color} onChange={(color) => setSeries(i, { color }, "color")} wide />
          <button
            type="button"
            className={`${iconButtonClass} col-span-2 text-red-700`}
            disabled={element.series.length === 1}
            onClick={() => update({ series: element.series.filter((_, j) => j !== i) })}
          >
            {t("actions.removeSeries")}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={`${iconButtonClass} col-span-2 ring-1 ring-slate-300`}
        onClick={() =>
          update({
            series: [
              ...element.series,
              {
                name: `Series ${element.series.length + 1}`,
                values: element.series[0]?.values ?? "chart.values",
                color: PALETTE[element.series.length % PALETTE.length],
              },
            ],
          })
        }
      >
        {t("actions.addSeries")}
      </button>
      <AltTextField id={element.id} alt={element.alt} update={update} />
    </Section>
  );
}
