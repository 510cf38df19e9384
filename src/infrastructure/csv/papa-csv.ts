import Papa from 'papaparse';
import type { CsvPort } from '../../application/ports/csv.port';

const BOM = '\uFEFF';
/** Papa's own guard (escapeFormulae: true) must match the whole cell, so "=1+1" with a line break in it slips by; this looks at the start only. */
const FORMULA_START = /^[=+\-@\t\r]/;

export const papaCsv: CsvPort = {
  read(text) {
    const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
    const { data } = Papa.parse<string[]>(body, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
    return data;
  },
  write(rows) {
    // A ' before =, +, -, @, a tab or a return: the cell is read as text, never run.
    return Papa.unparse(rows as string[][], { escapeFormulae: FORMULA_START, newline: '\r\n' });
  },
};
