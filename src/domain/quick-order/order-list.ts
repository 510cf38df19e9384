import { QUANTITY_RANGE, readQuantity as readTypedQuantity } from '../cart/quantity';
import { normalizeSku } from '../catalog/sku';

/**
 * A job list as the buyer gives it (typed rows, pasted lines, a CSV file's rows): one requested line per SKU, before
 * the catalogue is asked. Nothing is dropped: a line that cannot be read keeps its place with the reason.
 */

/** How a line counts its quantity: single units (pairs in units), whole cases, or pairs. Null: the product's usual way. */
export type ListUnit = 'single' | 'case' | 'pair';

export interface RequestedLine {
  /** 1-based line of the paste or file (the row's number for typed rows): how the buyer finds it again. */
  readonly sourceLine: number;
  /** As given, trimmed: what the review shows. */
  readonly skuAsGiven: string;
  /** Compared without spaces and case. */
  readonly sku: string;
  readonly quantityAsGiven: string;
  /** A whole number from 1 to 999, or null with `problem` set. */
  readonly quantity: number | null;
  readonly unit: ListUnit | null;
  /** Why the line cannot be read, in the buyer's words; null when it can. */
  readonly problem: string | null;
}

export const LIST_LIMITS = {
  /** Lines of a paste or a file, header included; blank lines (a copied sheet's last line end) not counted. */
  maxLines: 2_000,
  maxFileBytes: 1024 * 1024,
} as const;

export const orderListMessages = {
  // The rule's own words (the product page and the cart say "Enter a whole number from 1 to 999"), here naming the quantity of a listed line.
  quantity: `Quantity must be ${QUANTITY_RANGE}`,
  thousandsSeparator: (given: string) => `Quantity ${given} has a thousands separator: write ${QUANTITY_RANGE}`,
  unit: 'Unit must be single, case or pair',
  extraColumns: 'Too many columns: give a SKU, a quantity and, if needed, a unit (single, case or pair)',
  emptyList: 'Paste at least one line: a SKU and a quantity.',
  noLines: 'No lines with a SKU were found.',
  tooManyLines: `This list has more than ${LIST_LIMITS.maxLines.toLocaleString('en-US')} lines. Split it into smaller lists.`,
  fileTooBig: 'This file is larger than 1 MiB. Split it into smaller files.',
  notText: 'This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload that.',
} as const;

/** What a list reads as: its lines, or why it cannot be read at all. */
export type ListReading = { readonly ok: true; readonly lines: readonly RequestedLine[] } | { readonly ok: false; readonly message: string };

const UNIT_WORDS: Readonly<Record<string, ListUnit>> = {
  single: 'single',
  singles: 'single',
  unit: 'single',
  units: 'single',
  each: 'single',
  case: 'case',
  cases: 'case',
  pair: 'pair',
  pairs: 'pair',
};

const WITH_THOUSANDS = /^\d{1,3}([,.\u00a0 ']\d{3})+$/;

function readQuantity(given: string): { quantity: number | null; problem: string | null } {
  const text = given.trim();
  const typed = readTypedQuantity(text);
  if (typed.valid) return { quantity: typed.quantity, problem: null };
  if (WITH_THOUSANDS.test(text)) return { quantity: null, problem: orderListMessages.thousandsSeparator(text) };
  return { quantity: null, problem: orderListMessages.quantity };
}

function readUnit(given: string | undefined): { unit: ListUnit | null; problem: string | null } {
  const text = (given ?? '').trim().toLowerCase();
  if (text === '') return { unit: null, problem: null };
  const unit = UNIT_WORDS[text];
  return unit ? { unit, problem: null } : { unit: null, problem: orderListMessages.unit };
}

/** Where each field is in a row: a header names them, else SKU, quantity, unit in that order. */
interface Columns {
  readonly sku: number;
  readonly quantity: number;
  readonly unit: number | null;
  /** Without a header, cells past these three are a mistake worth saying; with one, other columns are the file's own. */
  readonly extraAllowed: boolean;
}

const PLAIN_COLUMNS: Columns = { sku: 0, quantity: 1, unit: 2, extraAllowed: false };

function headerColumns(cells: readonly string[]): Columns | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const sku = names.findIndex((name) => name === 'sku' || name === 'item' || name === 'part number' || name === 'item number');
  const quantity = names.findIndex((name) => name === 'quantity' || name === 'qty');
  if (sku < 0 && quantity < 0) return null;
  const unit = names.findIndex((name) => name === 'unit' || name === 'uom');
  // A two-column header ("sku qty") over lines that add a unit: the third column is the unit, as without a header.
  const unitColumn = unit >= 0 ? unit : names.filter(Boolean).length <= 2 ? 2 : null;
  return { sku: Math.max(sku, 0), quantity: quantity < 0 ? 1 : quantity, unit: unitColumn, extraAllowed: true };
}

function lineOf(cells: readonly string[], sourceLine: number, columns: Columns): RequestedLine | null {
  const skuAsGiven = (cells[columns.sku] ?? '').trim();
  // A row without a SKU is not an order line (a totals row of an exported file, a spreadsheet's blank row).
  if (normalizeSku(skuAsGiven) === '') return null;
  const quantityAsGiven = (cells[columns.quantity] ?? '').trim();
  const quantity = readQuantity(quantityAsGiven);
  const unit = readUnit(columns.unit === null ? undefined : cells[columns.unit]);
  const filled = cells.filter((cell) => cell.trim() !== '').length;
  const extra = !columns.extraAllowed && (cells.length > 3 && filled > 3);
  return {
    sourceLine,
    skuAsGiven,
    sku: normalizeSku(skuAsGiven),
    quantityAsGiven,
    quantity: quantity.quantity,
    unit: unit.unit,
    problem: extra ? orderListMessages.extraColumns : (quantity.problem ?? unit.problem),
  };
}

/** Rows of cells (a CSV file's, or split pasted lines) as requested lines: blank rows and a header row left out. */
export function readRows(rows: ReadonlyArray<ReadonlyArray<string>>): ListReading {
  if (rows.filter((cells) => cells.some((cell) => cell.trim() !== '')).length > LIST_LIMITS.maxLines) {
    return { ok: false, message: orderListMessages.tooManyLines };
  }
  let columns: Columns | null = null;
  const lines: RequestedLine[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    if (columns === null) {
      const header = headerColumns(cells);
      columns = header ?? PLAIN_COLUMNS;
      if (header) return;
    }
    const line = lineOf(cells, index + 1, columns);
    if (line) lines.push(line);
  });
  return lines.length > 0 ? { ok: true, lines } : { ok: false, message: orderListMessages.noLines };
}

/** Rows typed on the screen, numbered from 1; rows left without a SKU are not lines. */
export function readTypedRows(rows: ReadonlyArray<{ readonly sku: string; readonly quantity: string; readonly unit: ListUnit | null }>): ListReading {
  const lines = rows.flatMap((row, index) => {
    const line = lineOf([row.sku, row.quantity, row.unit ?? ''], index + 1, PLAIN_COLUMNS);
    return line ? [line] : [];
  });
  return lines.length > 0 ? { ok: true, lines } : { ok: false, message: orderListMessages.noLines };
}

/**
 * One pasted line's cells: a spreadsheet's columns (tabs), `SKU,quantity`, `SKU;quantity`, or `SKU quantity`
 * (spaces). A comma inside a quantity ("1,000") is read as a separator only when nothing else separates the line.
 */
export function splitPastedLine(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes(';')) return line.split(';');
  const spaced = line.trim().split(/\s+/);
  if (spaced.length >= 2 && line.includes(',') && spaced.every((cell) => !cell.includes(',') || /^\d[\d,.]*$/.test(cell))) return spaced;
  if (!line.includes(',')) return spaced;
  const [sku = '', ...rest] = line.split(',');
  // "LT-001-1,1,000": a quantity written with a thousands separator, said as such rather than as a unit "000".
  if (rest.length >= 2 && /^\s*\d{1,3}$/.test(rest[0]!) && rest.slice(1).every((part) => /^\d{3}\s*$/.test(part))) {
    return [sku, rest.join(',')];
  }
  return [sku, ...rest];
}

/** A paste: one line each; blank lines and a header row ignored. */
export function readPastedList(text: string): ListReading {
  const rows = text.split(/\r\n|\r|\n/);
  if (rows.every((row) => row.trim() === '')) return { ok: false, message: orderListMessages.emptyList };
  return readRows(rows.map(splitPastedLine));
}

/** A file's size and first bytes, checked before it is read: a list is small text, never a picture or a workbook. */
export function fileProblem(size: number, firstBytes: Uint8Array): string | null {
  if (size > LIST_LIMITS.maxFileBytes) return orderListMessages.fileTooBig;
  // A NUL byte never appears in UTF-8 text: this is a binary file (an .xlsx is a zip, a picture has them too).
  if (firstBytes.includes(0)) return orderListMessages.notText;
  return null;
}

/** The columns the upload reads, as the template has them. */
export const LIST_TEMPLATE_HEADER: readonly string[] = ['sku', 'quantity', 'unit'];
