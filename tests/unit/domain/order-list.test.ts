import { describe, expect, it } from 'vitest';
import { normalizeSku } from '../../../src/domain/catalog/sku';
import {
  fileProblem,
  LIST_LIMITS,
  LIST_TEMPLATE_HEADER,
  orderListMessages,
  readPastedList,
  readRows,
  readTypedRows,
  splitPastedLine,
  type ListReading,
  type RequestedLine,
} from '../../../src/domain/quick-order/order-list';
import { papaCsv } from '../../../src/infrastructure/csv/papa-csv';

const QUANTITY = 'Quantity must be a whole number from 1 to 999';
const EXTRA = 'Too many columns: give a SKU, a quantity and, if needed, a unit (single, case or pair)';
const UNIT = 'Unit must be single, case or pair';

function linesOf(reading: ListReading): readonly RequestedLine[] {
  if (!reading.ok) throw new Error(`The list was refused: ${reading.message}`);
  return reading.lines;
}

/** The one line a one-line paste reads as: SKU, quantity, unit and problem. */
function onlyLine(text: string) {
  const lines = linesOf(readPastedList(text));
  expect(lines).toHaveLength(1);
  const [line] = lines as [RequestedLine];
  return { sku: line.sku, quantity: line.quantity, unit: line.unit, problem: line.problem };
}

const ok = (sku: string, quantity: number, unit: RequestedLine['unit'] = null) => ({ sku, quantity, unit, problem: null });

describe('the messages', () => {
  it('name the limits as the buyer reads them', () => {
    expect(orderListMessages.quantity).toBe(QUANTITY);
    expect(orderListMessages.thousandsSeparator('1,000')).toBe('Quantity 1,000 has a thousands separator: write a whole number from 1 to 999');
    expect(orderListMessages.tooManyLines).toBe('This list has more than 2,000 lines. Split it into smaller lists.');
    expect(orderListMessages.fileTooBig).toBe('This file is larger than 1 MiB. Split it into smaller files.');
    expect(LIST_LIMITS).toEqual({ maxLines: 2000, maxFileBytes: 1_048_576 });
  });
});

describe('normalizeSku', () => {
  it.each([
    ['LT-001-1', 'LT-001-1'],
    ['lt-001-1', 'LT-001-1'],
    ['  Lt-001-1\t', 'LT-001-1'],
    ['LT - 001 - 1', 'LT-001-1'],
    ['lt\u00a0001', 'LT001'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (given, expected) => {
    expect(normalizeSku(given)).toBe(expected);
  });
});

describe('one pasted line, in each format', () => {
  it.each([
    ['space', 'LT-001-1 4', ok('LT-001-1', 4)],
    ['spaces', 'LT-001-1      4', ok('LT-001-1', 4)],
    ['comma', 'LT-001-1,4', ok('LT-001-1', 4)],
    ['comma and a space', 'LT-001-1, 4', ok('LT-001-1', 4)],
    ['semicolon', 'LT-001-1;4', ok('LT-001-1', 4)],
    ['semicolon and spaces', ' LT-001-1 ; 4 ', ok('LT-001-1', 4)],
    ['tab', 'LT-001-1\t4', ok('LT-001-1', 4)],
    ['tab, spreadsheet trailing cells', 'LT-001-1\t4\t\t', ok('LT-001-1', 4)],
    ['trailing semicolon', 'LT-001-1;4;', ok('LT-001-1', 4)],
    ['trailing comma', 'LT-001-1,4,', ok('LT-001-1', 4)],
    ['lower case, spaces around', '   lt-001-1    4   ', ok('LT-001-1', 4)],
    ['a space inside the SKU, comma-separated', 'lt - 001-1,4', ok('LT-001-1', 4)],
    ['leading zeros', 'LT-001-1 007', ok('LT-001-1', 7)],
    ['the least', 'LT-001-1 1', ok('LT-001-1', 1)],
    ['the most', 'LT-001-1 999', ok('LT-001-1', 999)],
    ['Windows line end', 'LT-001-1 4\r\n', ok('LT-001-1', 4)],
  ])('%s: %j', (_, text, expected) => {
    expect(onlyLine(text)).toEqual(expected);
  });

  it.each([
    ['space', 'LT-003-1 2 case'],
    ['comma', 'LT-003-1,2,case'],
    ['semicolon', 'LT-003-1;2;case'],
    ['tab', 'LT-003-1\t2\tcase'],
    ['capitals', 'LT-003-1 2 CASE'],
    ['plural', 'LT-003-1 2 cases'],
  ])('a unit as the third column (%s): %j', (_, text) => {
    expect(onlyLine(text)).toEqual(ok('LT-003-1', 2, 'case'));
  });

  it.each<[string, RequestedLine['unit']]>([
    ['single', 'single'],
    ['singles', 'single'],
    ['unit', 'single'],
    ['units', 'single'],
    ['each', 'single'],
    ['Each', 'single'],
    ['case', 'case'],
    ['pair', 'pair'],
    ['pairs', 'pair'],
    ['', null],
  ])('the unit word %j reads as %j', (word, unit) => {
    expect(onlyLine(`LT-051-1,2,${word}`)).toEqual(ok('LT-051-1', 2, unit));
  });

  it('keeps the SKU as given for the review and compares it normalised', () => {
    const [line] = linesOf(readPastedList('  lt-001-1   4')) as [RequestedLine];
    expect(line).toEqual({ sourceLine: 1, skuAsGiven: 'lt-001-1', sku: 'LT-001-1', quantityAsGiven: '4', quantity: 4, unit: null, problem: null });
  });
});

describe('a quantity that cannot be read', () => {
  it.each([
    ['0', QUANTITY],
    ['1000', QUANTITY],
    ['25000', QUANTITY],
    ['-3', QUANTITY],
    ['+3', QUANTITY],
    ['2.5', QUANTITY],
    ['2,5', QUANTITY],
    ['1e3', QUANTITY],
    ['four', QUANTITY],
    ['1.000', 'Quantity 1.000 has a thousands separator: write a whole number from 1 to 999'],
    ['12.500', 'Quantity 12.500 has a thousands separator: write a whole number from 1 to 999'],
    ["1'000", "Quantity 1'000 has a thousands separator: write a whole number from 1 to 999"],
  ])('LT-001-1;%s: %s', (quantity, problem) => {
    expect(onlyLine(`LT-001-1;${quantity}`)).toEqual({ sku: 'LT-001-1', quantity: null, unit: null, problem });
  });

  it.each([
    ['a space between', 'LT-001-1 1,000'],
    ['a comma between, the quantity alone after it', 'LT-001-1,1,000'],
    ['a comma and a space between', 'LT-001-1, 1,000'],
    ['a tab between', 'LT-001-1\t1,000'],
    ['a semicolon between', 'LT-001-1;1,000'],
    ['a space between, with a unit', 'LT-001-1 1,000 case'],
  ])('"1,000" with %s: refused for its thousands separator', (_, text) => {
    expect(onlyLine(text).problem).toBe('Quantity 1,000 has a thousands separator: write a whole number from 1 to 999');
  });

  it('a comma-separated "12,345,678" is a thousands-separated quantity too', () => {
    expect(onlyLine('LT-001-1,12,345,678').problem).toBe(
      'Quantity 12,345,678 has a thousands separator: write a whole number from 1 to 999',
    );
  });

  it('a missing quantity is a quantity problem', () => {
    expect(onlyLine('LT-001-1')).toEqual({ sku: 'LT-001-1', quantity: null, unit: null, problem: QUANTITY });
  });

  it('an unknown unit word is said', () => {
    expect(onlyLine('LT-001-1 4 box')).toEqual({ sku: 'LT-001-1', quantity: 4, unit: null, problem: UNIT });
  });

  it('a quantity problem is said before a unit problem', () => {
    expect(onlyLine('LT-001-1 0 box').problem).toBe(QUANTITY);
  });
});

describe('extra columns', () => {
  it.each([
    ['space', 'LT-001-1 4 case urgent'],
    ['comma', 'LT-001-1,4,case,urgent'],
    ['semicolon', 'LT-001-1;4;case;urgent'],
    ['tab', 'LT-001-1\t4\tcase\turgent'],
  ])('without a header, a fourth filled cell is refused (%s)', (_, text) => {
    expect(onlyLine(text).problem).toBe(EXTRA);
  });

  it('empty cells past the third are no mistake', () => {
    expect(onlyLine('LT-001-1\t4\t\t\t').problem).toBeNull();
  });

  it('with a header, the other columns are the file\'s own', () => {
    expect(linesOf(readPastedList('sku,quantity,unit,note\nLT-001-1,4,,front beds')).map((line) => line.problem)).toEqual([null]);
  });
});

describe('a list of lines', () => {
  it('numbers each line as pasted, leaving out blank lines and a header', () => {
    const lines = linesOf(readPastedList('SKU\tQty\n\nLT-001-1\t4\n   \n\t\nLT-003-1\t1\tcase\n'));
    expect(lines.map(({ sourceLine, sku, quantity, unit }) => ({ sourceLine, sku, quantity, unit }))).toEqual([
      { sourceLine: 3, sku: 'LT-001-1', quantity: 4, unit: null },
      { sourceLine: 6, sku: 'LT-003-1', quantity: 1, unit: 'case' },
    ]);
  });

  it.each([
    ['sku,quantity', 'LT-001-1,4'],
    ['SKU;Qty', 'LT-001-1;4'],
    ['Item Number\tQuantity', 'LT-001-1\t4'],
    ['part number,qty,uom', 'LT-001-1,4,'],
    ['Quantity,SKU', '4,LT-001-1'],
    ['unit;qty;item', ';4;LT-001-1'],
  ])('a header %j names the columns, in any order', (header, line) => {
    expect(linesOf(readPastedList(`${header}\n${line}`)).map(({ sku, quantity, problem }) => ({ sku, quantity, problem }))).toEqual([
      { sku: 'LT-001-1', quantity: 4, problem: null },
    ]);
  });

  it('a two-column header over lines with a unit: the third column is the unit', () => {
    expect(linesOf(readPastedList('sku qty\nLT-003-1 2 case')).map((line) => line.unit)).toEqual(['case']);
  });

  it.each([
    [
      'with its lines in words (Ordered, Priced at)',
      [
        'SKU,Product,Variant,Ordered,Priced at,Unit,Quantity,Units,Unit price,Line total',
        'LT-003-1,Cascade Brushed Nickel Dome Path Light 4W 3000K,"Brushed Nickel, 3000K",2 cases of 12 (24 units),"$83.334 per unit · $1,000.008 per case",case,2,24,83.334,2000.02',
        'LT-051-1,TS-B301 Tree Strap Spot Pair,Bronze,3 pairs (6 fixtures),$169.32 per fixture · $338.64 per pair,pair,3,6,169.32,1015.92',
        '',
        ',,,,,,,,Subtotal,3015.94',
        ',,,,,,,,Total,3015.94',
      ],
    ],
    [
      'as it was written before the words (a file kept from then)',
      [
        'SKU,Product,Variant,Unit,Quantity,Units,Unit price,Line total',
        'LT-003-1,Cascade Brushed Nickel Dome Path Light 4W 3000K,"Brushed Nickel, 3000K",case,2,24,83.334,2000.02',
        'LT-051-1,TS-B301 Tree Strap Spot Pair,Bronze,pair,3,6,169.32,1015.92',
        '',
        ',,,,,,Subtotal,3015.94',
        ',,,,,,Total,3015.94',
      ],
    ],
  ])('reads the shop\'s exported columns back, %s, the totals rows left out', (_, exported) => {
    const lines = linesOf(readRows(papaCsv.read(exported.join('\n'))));
    expect(lines.map(({ sourceLine, sku, quantity, unit, problem }) => ({ sourceLine, sku, quantity, unit, problem }))).toEqual([
      { sourceLine: 2, sku: 'LT-003-1', quantity: 2, unit: 'case', problem: null },
      { sourceLine: 3, sku: 'LT-051-1', quantity: 3, unit: 'pair', problem: null },
    ]);
  });

  it('leaves out rows without a SKU', () => {
    const lines = linesOf(readPastedList('LT-001-1 4\n,5\n;7;case\n\t9\nLT-003-1 1'));
    expect(lines.map((line) => line.sku)).toEqual(['LT-001-1', 'LT-003-1']);
  });

  it('keeps the same SKU twice as two lines: merging is the review\'s', () => {
    expect(linesOf(readPastedList('LT-001-1 4\nlt-001-1 6')).map((line) => [line.sourceLine, line.sku, line.quantity])).toEqual([
      [1, 'LT-001-1', 4],
      [2, 'LT-001-1', 6],
    ]);
  });

  it.each(['', '   ', '\n\n', ' \t \r\n '])('refuses an empty paste %j', (text) => {
    expect(readPastedList(text)).toEqual({ ok: false, message: 'Paste at least one line: a SKU and a quantity.' });
  });

  it('refuses a paste with nothing but a header and rows without a SKU', () => {
    expect(readPastedList('sku,quantity\n,4\n')).toEqual({ ok: false, message: 'No lines with a SKU were found.' });
  });
});

describe('the 2,000-line limit', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => `LT-001-1 ${(index % 999) + 1}`);

  it('reads 2,000 lines', () => {
    expect(linesOf(readPastedList(lines(2000).join('\n')))).toHaveLength(2000);
  });

  it('reads 2,000 lines copied with a line end after the last one', () => {
    expect(linesOf(readPastedList(`${lines(2000).join('\n')}\n`))).toHaveLength(2000);
  });

  it('does not count blank lines', () => {
    const spaced = lines(2000).map((line, index) => (index % 100 === 0 ? `\n${line}` : line));
    expect(linesOf(readPastedList(spaced.join('\n')))).toHaveLength(2000);
  });

  it('refuses 2,001 lines', () => {
    expect(readPastedList(lines(2001).join('\n'))).toEqual({
      ok: false,
      message: 'This list has more than 2,000 lines. Split it into smaller lists.',
    });
  });

  it('counts a header as a line', () => {
    expect(readRows([['sku', 'quantity'], ...lines(1999).map((line) => line.split(' '))])).toMatchObject({ ok: true });
    expect(readRows([['sku', 'quantity'], ...lines(2000).map((line) => line.split(' '))])).toEqual({
      ok: false,
      message: orderListMessages.tooManyLines,
    });
  });
});

describe('a CSV file through the CSV adapter', () => {
  const read = (text: string) => linesOf(readRows(papaCsv.read(text))).map(({ sku, quantity, unit, problem }) => ({ sku, quantity, unit, problem }));

  it('with a BOM, semicolons and quoted cells', () => {
    expect(read('\uFEFF"sku";"quantity";"unit"\r\n"LT-001-1";"4";""\r\n"lt-003-1 ";"2";"Case"\r\n')).toEqual([
      ok('LT-001-1', 4),
      ok('LT-003-1', 2, 'case'),
    ]);
  });

  it('a quoted cell holding the separator stays one cell', () => {
    expect(read('sku,quantity,note\n"LT-001-1","4","front beds, left side"')).toEqual([ok('LT-001-1', 4)]);
  });

  it('a semicolon file with decimal commas: "1,000" is refused for its separator', () => {
    expect(read('sku;quantity\nLT-001-1;1,000\nLT-003-1;2')).toEqual([
      { sku: 'LT-001-1', quantity: null, unit: null, problem: 'Quantity 1,000 has a thousands separator: write a whole number from 1 to 999' },
      ok('LT-003-1', 2),
    ]);
  });

  it('a quoted "1,000" in a comma file is one cell, refused for its separator', () => {
    expect(read('LT-001-1,"1,000"')).toEqual([
      { sku: 'LT-001-1', quantity: null, unit: null, problem: 'Quantity 1,000 has a thousands separator: write a whole number from 1 to 999' },
    ]);
  });

  it('a tab-separated file, blank rows skipped', () => {
    expect(read('LT-001-1\t4\n\n\t\nLT-003-1\t1\tcase\n')).toEqual([ok('LT-001-1', 4), ok('LT-003-1', 1, 'case')]);
  });

  it('without a header, extra columns are refused', () => {
    expect(read('LT-001-1,4,case,urgent')[0]!.problem).toBe(EXTRA);
  });

  it('the template\'s header reads back', () => {
    expect(read(papaCsv.write([LIST_TEMPLATE_HEADER, ['LT-001-1', '10', 'single'], ['LT-003-1', '2', 'case']]))).toEqual([
      ok('LT-001-1', 10, 'single'),
      ok('LT-003-1', 2, 'case'),
    ]);
  });
});

describe('typed rows', () => {
  it('numbers rows from 1 and leaves out rows without a SKU', () => {
    const reading = readTypedRows([
      { sku: ' lt-001-1 ', quantity: '4', unit: null },
      { sku: '', quantity: '3', unit: null },
      { sku: 'LT-003-1', quantity: '2', unit: 'case' },
      { sku: 'LT-051-1', quantity: '1,000', unit: 'pair' },
    ]);
    expect(linesOf(reading).map(({ sourceLine, sku, quantity, unit, problem }) => ({ sourceLine, sku, quantity, unit, problem }))).toEqual([
      { sourceLine: 1, sku: 'LT-001-1', quantity: 4, unit: null, problem: null },
      { sourceLine: 3, sku: 'LT-003-1', quantity: 2, unit: 'case', problem: null },
      { sourceLine: 4, sku: 'LT-051-1', quantity: null, unit: 'pair', problem: orderListMessages.thousandsSeparator('1,000') },
    ]);
  });

  it('says so when no row has a SKU', () => {
    expect(readTypedRows([{ sku: ' ', quantity: '4', unit: null }])).toEqual({ ok: false, message: 'No lines with a SKU were found.' });
  });
});

describe('splitPastedLine', () => {
  it.each([
    ['LT-001-1 , 12', ['LT-001-1 ', ' 12']],
    ['LT-001-1 ,12', ['LT-001-1 ', '12']],
    ['LT-001-1 1,000', ['LT-001-1', '1,000']],
    ['LT-001-1,1,000', ['LT-001-1', '1,000']],
    ['LT-001-1,2,case', ['LT-001-1', '2', 'case']],
    ['"LT-001-1";"4"', ['"LT-001-1"', '"4"']],
  ])('%j -> %j', (line, cells) => {
    expect(splitPastedLine(line)).toEqual(cells);
  });

  it.each([
    ['a decimal comma after a space', 'LT-001-1 2,5', 'LT-001-1'],
    ['a header with spaces in a column name', 'Item Number,Quantity', 'ITEMNUMBER'],
  ])('%s: split where the comma is only when the comma is not in a number (%j)', (_, line, sku) => {
    expect(normalizeSku(splitPastedLine(line)[0]!)).toBe(sku);
  });

  it('a space before the comma still reads the quantity', () => {
    expect(onlyLine('LT-001-1 , 12')).toEqual(ok('LT-001-1', 12));
    expect(onlyLine('LT-001-1 ,12')).toEqual(ok('LT-001-1', 12));
  });
});

describe('fileProblem', () => {
  const text = new TextEncoder().encode('sku,quantity\nLT-001-1,4\n');

  it('accepts text up to 1 MiB', () => {
    expect(fileProblem(text.length, text)).toBeNull();
    expect(fileProblem(1024 * 1024, text)).toBeNull();
  });

  it('refuses a file over 1 MiB, naming the limit', () => {
    expect(fileProblem(1024 * 1024 + 1, text)).toBe('This file is larger than 1 MiB. Split it into smaller files.');
  });

  it.each([
    ['an .xlsx workbook (a zip)', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]],
    ['a PNG picture', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]],
    ['UTF-16 text', [0xff, 0xfe, 0x73, 0x00, 0x6b, 0x00, 0x75, 0x00]],
    ['a NUL byte after text', [...text, 0x00]],
  ])('refuses %s: a NUL byte is never in UTF-8 text', (_, bytes) => {
    expect(fileProblem(bytes.length, Uint8Array.from(bytes))).toBe(
      'This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload that.',
    );
  });

  it('accepts UTF-8 with a BOM and accented letters', () => {
    const bytes = new TextEncoder().encode('\uFEFFsku,quantity\nLT-001-1,4 # Café\n');
    expect(fileProblem(bytes.length, bytes)).toBeNull();
  });

  it('says the size before the content', () => {
    expect(fileProblem(2 * 1024 * 1024, Uint8Array.from([0]))).toBe(orderListMessages.fileTooBig);
  });
});
