/** `["items", 3, "qty"]` → `items[3].qty`, the form users see in errors. */
export function formatPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((out, segment) => {
    if (typeof segment === "number") return `${out}[${segment}]`;
    return out === "" ? segment : `${out}.${segment}`;
  }, "");
}
