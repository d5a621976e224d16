export function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
