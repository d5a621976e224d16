import { z } from "zod";
import { hexColorSchema, textStyleSchema } from "../../schema/primitives.ts";
import { elementBase, textTemplate } from "../base.ts";
import { isObject, type TemplateElementDefinition } from "../definition.ts";

/** One formatted piece of a rich text; unset fields take the element's `style`. */
export const textRunSchema = z.object({
  text: textTemplate,
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  color: hexColorSchema.optional(),
  /** Points. */
  fontSize: z.number().finite().positive().optional(),
  /** A live link in the PDF; may hold `{{ }}` after its scheme. */
  link: z
    .string()
    .regex(/^(?:https:\/\/|mailto:)./, "expected an https: or mailto: link")
    .optional(),
});
export type TextRun = z.infer<typeof textRunSchema>;

/** What a text is in the document's structure (a tagged PDF's H1–H3 or P); a paragraph when unset. */
export const TEXT_ROLES = ["title", "heading1", "heading2", "heading3", "paragraph", "caption"] as const;
export type TextRole = (typeof TEXT_ROLES)[number];

export const textElementSchema = elementBase.extend({
  type: z.literal("text"),
  role: z.enum(TEXT_ROLES).optional(),
  /** Ignored when `runs` is set (a rich text need not repeat its content here). */
  text: textTemplate.default(""),
  /** Rich text: one paragraph flow of formatted runs instead of `text`. */
  runs: z.array(textRunSchema).optional(),
  style: textStyleSchema.optional(),
  grow: z.boolean().optional(),
  fit: z.enum(["shrink", "clip"]).default("clip"),
});
export type TextElement = z.infer<typeof textElementSchema>;

export const textDefinition: TemplateElementDefinition<"text"> = {
  schema: textElementSchema,
  expressions(el, add) {
    if (!Array.isArray(el.runs)) return add("text", "text", el.text);
    el.runs.forEach((run, i) => {
      if (!isObject(run)) return;
      add(`runs[${i}].text`, "text", run.text);
      add(`runs[${i}].link`, "text", run.link);
    });
  },
  migrations: [],
};
