/** The start of a UTC day, and the start of the day after (for an inclusive "until" date). */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
export function dayAfter(day: string): Date {
  return new Date(dayStart(day).getTime() + 86_400_000);
}
