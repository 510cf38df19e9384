import Papa from 'papaparse';
import type { CsvPort } from '../../application/ports/csv.port';

const BOM = '\uFEFF';

export const papaCsv: CsvPort = {
  read(text) {
    const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
    const { data } = Papa.parse<string[]>(body, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
    return data;
  },
  write(rows) {
    // escapeFormulae puts a ' before =, +, -, @, tab and return: a cell is read as text, never run.
    return Papa.unparse(rows as string[][], { escapeFormulae: true, newline: '\r\n' });
  },
};
