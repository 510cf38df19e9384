/**
 * "Prices as of 9:40 AM": said beside figures read from the device's copies, in the buyer's time zone; a copy from
 * another day names the day ("Prices as of Nov 28, 9:40 AM"). `what` names the figures ("Account figures").
 */
export function pricesAsOfNote(readAt: Date, now: Date, timeZone?: string, what = 'Prices'): string {
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(readAt);
  const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date);
  if (day(readAt) === day(now)) return `${what} as of ${time}`;
  const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(readAt);
  return `${what} as of ${shortDay}, ${time}`;
}
