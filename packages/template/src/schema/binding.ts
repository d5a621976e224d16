import { z } from "zod";
import { BUILTINS, isIdentifier } from "../expression/identifier.ts";

export const BINDING_TYPES = ["text", "number", "boolean"] as const;
export type BindingType = (typeof BINDING_TYPES)[number];

/** `customer.name`, `items[].amount`: identifiers joined by dots; `[]` marks an array of objects, so never last. */
export function bindingKeyProblem(key: string): string | undefined {
  const segments = key.split(".");
  for (const [i, segment] of segments.entries()) {
    const isArray = segment.endsWith("[]");
    const name = isArray ? segment.slice(0, -2) : segment;
    if (!isIdentifier(name)) return `"${segment}" is not a valid name (letters, digits and _, not starting with a digit)`;
    if (isArray && i === segments.length - 1) return "[] marks an array of objects and needs a field after it, like items[].amount";
  }
  if (BUILTINS.has(segments[0].replace(/\[\]$/, ""))) return `"${segments[0]}" is a built-in name (page, pages, now)`;
  return undefined;
}

const exampleTypes: Record<BindingType, string> = { text: "string", number: "number", boolean: "boolean" };

export const bindingSchema = z
  .object({
    key: z.string().superRefine((key, ctx) => {
      const problem = bindingKeyProblem(key);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
    label: z.string(),
    type: z.enum(BINDING_TYPES),
    example: z.union([z.string(), z.number().finite(), z.boolean()]).optional(),
  })
  .superRefine((binding, ctx) => {
    if (binding.example !== undefined && typeof binding.example !== exampleTypes[binding.type]) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["example"],
        message: `expected an example of type ${binding.type}`,
      });
    }
  });
export type Binding = z.infer<typeof bindingSchema>;
