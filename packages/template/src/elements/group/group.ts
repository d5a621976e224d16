import { z } from "zod";
import { elementBase } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";
import type { Element, ElementInput } from "../element.ts";

const groupElementBase = elementBase.extend({ type: z.literal("group") });

/** Children use coordinates relative to the group. */
export type GroupElement = z.infer<typeof groupElementBase> & { elements: Element[] };
export type GroupElementInput = z.input<typeof groupElementBase> & { elements: ElementInput[] };

/**
 * The children's schema is the union of every type, which is built from the registry that holds this
 * definition; the registry passes it in, so this module does not import its caller.
 */
export function groupDefinition(children: () => z.ZodType<Element, z.ZodTypeDef, ElementInput>): TemplateElementDefinition<"group"> {
  const schema = groupElementBase.extend({
    elements: z.lazy(() => z.array(children())) as z.ZodType<Element[], z.ZodTypeDef, ElementInput[]>,
  });
  return { schema, expressions: () => {}, migrations: [], children: (element) => element.elements };
}
