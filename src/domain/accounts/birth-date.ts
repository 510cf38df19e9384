/** yyyy-mm-dd -> the ISO date-time at midnight UTC, without going through local time. */
export function isoBirthDate(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const parsed = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (parsed.getUTCMonth() !== Number(month) - 1 || parsed.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}T00:00:00.000Z`;
}

/** What a date input shows for a stored birth date: its yyyy-mm-dd, or ''. */
export function dateInputValue(birthDate: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(birthDate)?.[0] ?? '';
}
