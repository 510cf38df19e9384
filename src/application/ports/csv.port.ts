/** Reads and writes CSV text (a spreadsheet's file); the adapter uses a CSV library, loaded with the screens that need it. */
export interface CsvPort {
  /** Rows of cells: UTF-8 with or without a BOM, comma or semicolon between cells, quoted cells. */
  read(text: string): string[][];
  /** CSV text (comma, CRLF), spreadsheet-safe: a cell starting with =, +, -, @, a tab or a return cannot run as a formula. */
  write(rows: ReadonlyArray<ReadonlyArray<string>>): string;
}
