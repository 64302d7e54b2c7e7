// Week slices of a trip page (contract §4.6): Monday–Sunday in the member's time zone, over the page's items only,
// in the items' (descending) order; `items.slice(beginIndex, endIndex)` is a week.

function localDate(iso: string, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
}

function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The Monday of the week a local date falls in. */
export function mondayOf(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The weeks of trips that began at `beganAt` (newest first). */
export function tripWeeks(beganAt: readonly string[], timeZone: string) {
  const weeks: { beginAt: string; endAt: string; beginIndex: number; endIndex: number }[] = [];
  beganAt.forEach((iso, index) => {
    const monday = mondayOf(localDate(iso, timeZone));
    const last = weeks.at(-1);
    if (last?.beginAt === monday) last.endIndex = index + 1;
    else weeks.push({ beginAt: monday, endAt: addDays(monday, 6), beginIndex: index, endIndex: index + 1 });
  });
  return weeks;
}
