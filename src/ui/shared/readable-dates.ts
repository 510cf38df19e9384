// By hand rather than Intl.DateTimeFormat: the first Intl formatter of a page loads the browser's locale data,
// in one long task on a phone, before the page's first date can paint.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (index: number) => MONTHS[index] ?? '';

/** "Oct 1, 2026" in the browser's time zone, as en-US writes a medium date. */
export function mediumDate(date: Date): string {
  return `${monthName(date.getMonth()).slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Oct 1, 2026, 10:05 AM" in the browser's time zone. */
export function mediumDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${mediumDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "January 29, 1988": a calendar day kept as midnight UTC, so read in UTC. */
export function longUtcDate(date: Date): string {
  return `${monthName(date.getUTCMonth())} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
