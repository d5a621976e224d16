import { ExpressionError } from "../expression/errors.ts";
import { parseExpression } from "../expression/parse-expression.ts";
import { parseTextTemplate } from "../expression/text-template.ts";
import { formatPath } from "../format-path.ts";
import { templateDocumentSchema, type TemplateDocument } from "../schema/document.ts";
import { einvoiceExpressions } from "../schema/einvoice.ts";
import { definitionOf, expressionFields, locateElement, walkElements } from "./element-expressions.ts";
import { migrateDocument, MigrationError } from "./migrate-document.ts";
import { documentErrorMap } from "./zod-messages.ts";

export interface DocumentProblem {
  /** e.g. `pages[0].elements[2].style.fontSize` */
  path: string;
  message: string;
  /** The innermost element the problem is in. */
  elementId?: string;
  /** The path inside that element, e.g. `text` or `columns[1].value`. */
  field?: string;
  /** For expressions: 1-based position within the field's string. */
  column?: number;
}

/** Save-time check: migration, the schema, and every expression and `{{ }}` text parsed. */
export function validateDocument(raw: unknown): { ok: true; document: TemplateDocument } | { ok: false; errors: DocumentProblem[] } {
  let migrated: unknown;
  try {
    migrated = migrateDocument(raw);
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    return { ok: false, errors: [{ path: "schemaVersion", message: error.message }] };
  }

  const errors: DocumentProblem[] = [];
  const parsed = templateDocumentSchema.safeParse(migrated, { errorMap: documentErrorMap });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const located = locateElement(migrated, issue.path);
      const field = located && issue.path.length > located.depth ? formatPath(issue.path.slice(located.depth)) : undefined;
      errors.push({ path: formatPath(issue.path), message: issue.message, elementId: located?.elementId, field });
    }
  }

  for (const { element, path } of walkElements(migrated)) {
    const elementId = typeof element.id === "string" ? element.id : undefined;
    for (const { field, message } of definitionOf(element)?.problems?.(element) ?? []) {
      errors.push({ path: `${formatPath(path)}.${field}`, message: `${elementId ?? "element"}: ${message}`, elementId, field });
    }
    for (const { field, kind, source } of expressionFields(element)) {
      try {
        if (kind === "expr") parseExpression(source);
        else parseTextTemplate(source);
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error;
        errors.push({
          path: `${formatPath(path)}.${field}`,
          message: error.message,
          elementId,
          field,
          column: error.column,
        });
      }
    }
  }

  const einvoice = (migrated as { einvoice?: unknown } | null)?.einvoice;
  for (const { path, source } of einvoiceExpressions(einvoice)) {
    try {
      parseExpression(source);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      errors.push({
        path: `einvoice.${path}`,
        message: `einvoice.${path}: ${error.message}`,
        field: `einvoice.${path}`,
        column: error.column,
      });
    }
  }

  return parsed.success && errors.length === 0 ? { ok: true, document: parsed.data } : { ok: false, errors: dedupe(errors) };
}

/** An empty `visibleIf` fails both the schema and the parser with the same message; once is enough. */
function dedupe(errors: DocumentProblem[]): DocumentProblem[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.path}\n${e.message}`;
    return !seen.has(key) && seen.add(key);
  });
}
