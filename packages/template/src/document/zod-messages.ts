import { z } from "zod";

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  nan: "not-a-number",
  integer: "a whole number",
  float: "a number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  null: "null",
  undefined: "nothing",
};

const typeName = (type: string) => TYPE_NAMES[type] ?? type;
const list = (options: readonly unknown[]) => options.map((o) => JSON.stringify(o)).join(", ");

/** Zod's defaults ("Expected number, received string") rewritten for people editing templates. */
export const documentErrorMap: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined") return { message: "is required" };
      return { message: `expected ${typeName(issue.expected)}, got ${typeName(issue.received)}` };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: `expected one of ${list(issue.options)}, got ${JSON.stringify(issue.received)}` };
    case z.ZodIssueCode.invalid_union_discriminator:
      return { message: `expected one of ${list(issue.options)}` };
    case z.ZodIssueCode.invalid_literal:
      return { message: `expected ${JSON.stringify(issue.expected)}` };
    case z.ZodIssueCode.too_small:
      if (issue.type === "array") return { message: `expected at least ${issue.minimum} item${issue.minimum === 1 ? "" : "s"}` };
      if (issue.type === "number") return { message: `expected ${issue.inclusive ? "at least" : "more than"} ${issue.minimum}` };
      return { message: ctx.defaultError };
    case z.ZodIssueCode.too_big:
      if (issue.type === "number") return { message: `expected ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}` };
      return { message: ctx.defaultError };
    case z.ZodIssueCode.not_finite:
      return { message: "expected a finite number" };
    default:
      return { message: ctx.defaultError };
  }
};
