/** The value of a column in one row of a data table; a missing column is an error in the feature. */
export function cell(row: Record<string, string>, column: string): string {
  const value = row[column];
  if (value === undefined) throw new Error(`The table needs a "${column}" column`);
  return value;
}

/** The value of a column that may be left out of the table (or left blank). */
export function optionalCell(row: Record<string, string>, column: string): string | undefined {
  const value = row[column]?.trim();
  return value ? value : undefined;
}
