/** Names that reach the prototype chain; they are never looked up, even as own keys of parsed JSON. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function isMissing(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

/** Like JavaScript, plus an empty list is false, so `visibleIf: "items"` hides when there are none. */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

/** Own data properties of objects and arrays only: no prototype, no functions, nothing on primitives. */
export function getOwn(target: unknown, key: string | number): unknown {
  if (typeof target !== "object" || target === null) return undefined;
  const name = String(key);
  if (FORBIDDEN_KEYS.has(name) || !Object.prototype.hasOwnProperty.call(target, name)) return undefined;
  const value = (target as Record<string, unknown>)[name];
  return typeof value === "function" ? undefined : value;
}

export function describe(value: unknown): string {
  if (value === undefined || value === null) return "nothing";
  if (typeof value === "string") return "text";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return "true/false";
  if (value instanceof Date) return "a date";
  if (Array.isArray(value)) return "a list";
  return "an object";
}
