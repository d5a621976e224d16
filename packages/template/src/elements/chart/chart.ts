import { z } from "zod";
import { hexColorSchema } from "../../schema/primitives.ts";
import { altText, elementBase, expression, textTemplate } from "../base.ts";
import { isObject, type TemplateElementDefinition } from "../definition.ts";

export const chartSeriesSchema = z.object({
  name: textTemplate,
  values: expression,
  color: hexColorSchema.optional(),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const chartElementSchema = elementBase.extend({
  type: z.literal("chart"),
  alt: altText,
  chartType: z.enum(["bar", "line", "pie"]),
  labels: expression,
  series: z.array(chartSeriesSchema).min(1, "expected at least one series"),
});
export type ChartElement = z.infer<typeof chartElementSchema>;

export const chartDefinition: TemplateElementDefinition<"chart"> = {
  schema: chartElementSchema,
  expressions(el, add) {
    add("labels", "expr", el.labels);
    add("alt", "text", el.alt);
    (Array.isArray(el.series) ? el.series : []).forEach((series, i) => {
      if (!isObject(series)) return;
      add(`series[${i}].name`, "text", series.name);
      add(`series[${i}].values`, "expr", series.values);
    });
  },
  migrations: [],
};
