export type PartOfDay = "morning" | "afternoon" | "evening";

/** Which greeting an hour of the day (0–23) gets: morning until noon, afternoon until six. */
export function partOfDay(hour: number): PartOfDay {
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}
