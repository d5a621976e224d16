export type PartOfDay = "morning" | "afternoon" | "evening";

/** Which greeting a moment gets in `timeZone` (the runtime's own when not given): morning until noon, afternoon until six. */
export function partOfDay(at: Date, timeZone?: string): PartOfDay {
  const hour = Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(at));
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}
