import { evaluateExpression, isTruthy, type Element } from "@paperjet/template";

/**
 * The top-level elements the example data hides (`visibleIf` false), each with its condition: the
 * canvas draws them faded with a badge that names it, since they would not print with this data. A
 * condition that fails to evaluate counts as shown (the engine's warning reports it).
 */
export function hiddenByData(elements: readonly Element[], data: Record<string, unknown>, locale: string): Map<string, string> {
  const hidden = new Map<string, string>();
  for (const element of elements) {
    if (!element.visibleIf) continue;
    try {
      if (!isTruthy(evaluateExpression(element.visibleIf, data, { locale }))) hidden.set(element.id, element.visibleIf);
    } catch {
      // Shown: the expression's own error is reported where it is edited.
    }
  }
  return hidden;
}
