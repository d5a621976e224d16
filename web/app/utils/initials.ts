/** Up to two capital letters for an avatar: "Ada Lovelace" → "AL"; "" → "". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join("");
}
