import { describe, expect, it, vi } from 'vitest';
import {
  cartFileName,
  cartRows,
  orderFileName,
  orderRows,
  savedOrderFileName,
  savedOrderRows,
} from '../../../src/application/export/line-export';
import { savedLineOf, type PricedSavedOrder } from '../../../src/application/saved-orders/saved-orders.use-cases';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { Order, OrderItem } from '../../../src/domain/orders/order';
import { parseUnitPrice } from '../../../src/domain/shared/money';
import { papaCsv } from '../../../src/infrastructure/csv/papa-csv';
import { aCartItem, aProduct, aVariant, usd } from '../../support/mothers';

const HEADER = ['SKU', 'Product', 'Variant', 'Ordered', 'Priced at', 'Unit', 'Quantity', 'Units', 'Unit price', 'Line total'];

/** $59.90 a unit, by the case of 12 at $56.905 (5% off, to the mill): 2 cases = 24 units = $1,365.72. */
const caseLine = aCartItem({ sku: 'LT-PL100-BR30', quantity: 2, quantityType: 'CASE', price: parseUnitPrice('59.90'), caseSize: 12 });
/** 3 pairs = 6 units at $169.32 = $1,015.92. */
const pairLine = aCartItem({
  productId: 'p-51',
  variantId: 'p-51-v1',
  sku: 'TS-B301-BZ',
  name: 'TS-B301 Tree Strap Spot Pair',
  variantName: 'Bronze',
  quantity: 3,
  price: parseUnitPrice('169.32'),
  caseSize: 1,
  isPairProduct: true,
});
/** A name a spreadsheet would run as a formula; 5 at $8.50 = $42.50. */
const formulaLine = aCartItem({
  productId: 'p-131',
  variantId: 'p-131-v1',
  sku: 'WS-50',
  name: '=HYPERLINK("http://evil.test","Click")',
  variantName: '-50-Pack',
  quantity: 5,
  price: parseUnitPrice('8.50'),
  caseSize: 1,
});

describe('the cart as CSV rows', () => {
  it('writes each line in words as the cart says it, then its unit, quantity, units, unit price to the mill and line total, then the totals', () => {
    expect(cartRows([caseLine, pairLine, formulaLine], 'spec')).toEqual([
      HEADER,
      ['LT-PL100-BR30', 'Path Light PL-100', 'Brass 3000K', '2 cases of 12 (24 units)', '$56.905 per unit · $682.86 per case', 'case', '2', '24', '56.905', '1365.72'],
      ['TS-B301-BZ', 'TS-B301 Tree Strap Spot Pair', 'Bronze', '3 pairs (6 fixtures)', '$169.32 per fixture · $338.64 per pair', 'pair', '3', '6', '169.32', '1015.92'],
      ['WS-50', '=HYPERLINK("http://evil.test","Click")', '-50-Pack', '5 units', '$8.50 per unit', 'single', '5', '5', '8.50', '42.50'],
      [],
      // 2,424.14; shipping 5% = 121.207 -> 121.21.
      ['', '', '', '', '', '', '', '', 'Subtotal', '2424.14'],
      ['', '', '', '', '', '', '', '', 'Shipping', '121.21'],
      ['', '', '', '', '', '', '', '', 'Total', '2545.35'],
    ]);
  });

  it('is spreadsheet-safe once written: a formula-looking name or variant is text, the figures stay numbers', () => {
    expect(papaCsv.write(cartRows([formulaLine], 'none'))).toBe(
      [
        'SKU,Product,Variant,Ordered,Priced at,Unit,Quantity,Units,Unit price,Line total',
        `WS-50,"'=HYPERLINK(""http://evil.test"",""Click"")","'-50-Pack",5 units,$8.50 per unit,single,5,5,8.50,42.50`,
        '',
        ',,,,,,,,Subtotal,42.50',
        ',,,,,,,,Shipping,0.00',
        ',,,,,,,,Total,42.50',
      ].join('\r\n'),
    );
  });

  it('keeps a cell on one line, so a formula cannot hide behind a line break', () => {
    const sneaky = aCartItem({ sku: 'X-1', name: '=1+1\nPath Light', variantName: 'Brass\r\n3000K', price: usd('10.00') });
    const written = papaCsv.write(cartRows([sneaky], 'none'));
    expect(written.split('\r\n')[1]).toBe(`X-1,"'=1+1 Path Light",Brass 3000K,1 unit,$10.00 per unit,single,1,1,10.00,10.00`);
  });

  it('leaves the SKU cell empty for a line stored without one', () => {
    const [, row] = cartRows([aCartItem({ sku: null, price: usd('19.99') })], 'none');
    expect(row).toEqual(['', 'Path Light PL-100', 'Brass 3000K', '1 unit', '$19.99 per unit', 'single', '1', '1', '19.99', '19.99']);
  });
});

function anItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 'oi-1',
    quantity: 24,
    price: parseUnitPrice('56.905'),
    total: usd('1365.72'),
    product: { id: 'p-1', name: 'Path Light PL-100', images: [] },
    variant: { id: 'v-1', name: 'Brass 3000K' },
    ...overrides,
  };
}

const ORDER: Order = {
  id: '12',
  createdAt: '2026-10-01T10:00:00.000Z',
  status: 'DELIVERED',
  paymentStatus: 'COMPLETED',
  items: [
    anItem(),
    // 11 units of a case of 12: not a whole case, so singles.
    anItem({ id: 'oi-2', quantity: 11, price: parseUnitPrice('59.90'), total: usd('658.90') }),
    anItem({
      id: 'oi-3',
      quantity: 6,
      price: parseUnitPrice('169.32'),
      total: usd('1015.92'),
      product: { id: 'p-51', name: 'TS-B301 Tree Strap Spot Pair', images: [] },
      variant: { id: 'p-51-v1', name: 'Bronze' },
    }),
    // A pair product sold by the case of 6: a whole case is a case.
    anItem({
      id: 'oi-4',
      quantity: 6,
      price: parseUnitPrice('187.986'),
      total: usd('1127.92'),
      product: { id: 'p-59', name: 'TS-B302 Tree Mount Spot Pair', images: [] },
      variant: { id: 'p-59-v2', name: 'Brass' },
    }),
    // 3 units of a pair product: not whole pairs.
    anItem({
      id: 'oi-6',
      quantity: 3,
      price: parseUnitPrice('169.32'),
      total: usd('507.96'),
      product: { id: 'p-51', name: 'TS-B301 Tree Strap Spot Pair', images: [] },
      variant: { id: 'p-51-v1', name: 'Bronze' },
    }),
    anItem({
      id: 'oi-5',
      quantity: 2,
      price: parseUnitPrice('40.00'),
      total: usd('80.00'),
      product: { id: 'p-gone', name: 'Retired Lantern RL-9', images: [] },
      variant: { id: 'v-gone', name: 'Black' },
    }),
  ],
  subtotal: usd('4756.42'),
  discountAmount: usd('50.00'),
  shippingCost: usd('0.00'),
  total: usd('4706.42'),
  appliedCoupon: { code: 'SAVE50', name: '$50 off', description: '' },
  notes: '',
  paymentOrder: 'PO-1',
  trackingNumber: null,
  shippingAddress: null,
};

function catalogOf(...products: ReturnType<typeof aProduct>[]) {
  return {
    product: vi.fn(async (id: string) => {
      const found = products.find((product) => product.id === id);
      if (!found) throw new BackendError('not-found', 'Product not found', 404);
      return found;
    }),
  };
}

const CATALOG = [
  aProduct(),
  aProduct({ id: 'p-51', name: 'TS-B301 Tree Strap Spot Pair', caseSize: 1, allowCaseOrder: false, variants: [aVariant({ id: 'p-51-v1', name: 'Bronze', sku: 'TS-B301-BZ' })] }),
  // The variant found by its name when the order kept no id for it.
  aProduct({ id: 'p-59', name: 'TS-B302 Tree Mount Spot Pair', caseSize: 6, variants: [aVariant({ id: 'p-59-v9', name: 'Brass', sku: 'TS-B302-BR' })] }),
];

describe('an order as CSV rows', () => {
  it('turns units back into cases and pairs as Buy Again does, with the prices and totals the order recorded', async () => {
    const catalog = catalogOf(...CATALOG);
    expect(await orderRows(ORDER, catalog)).toEqual([
      HEADER,
      ['LT-PL100-BR30', 'Path Light PL-100', 'Brass 3000K', '2 cases of 12 (24 units)', '$56.905 per unit · $682.86 per case', 'case', '2', '24', '56.905', '1365.72'],
      ['LT-PL100-BR30', 'Path Light PL-100', 'Brass 3000K', '11 units', '$59.90 per unit', 'single', '11', '11', '59.90', '658.90'],
      ['TS-B301-BZ', 'TS-B301 Tree Strap Spot Pair', 'Bronze', '3 pairs (6 fixtures)', '$169.32 per fixture · $338.64 per pair', 'pair', '3', '6', '169.32', '1015.92'],
      ['TS-B302-BR', 'TS-B302 Tree Mount Spot Pair', 'Brass', '1 case of 6 (6 fixtures)', '$187.986 per fixture · $1,127.916 per case', 'case', '1', '6', '187.986', '1127.92'],
      // An odd number of a pair product's units: not whole pairs, so fixtures, single.
      ['TS-B301-BZ', 'TS-B301 Tree Strap Spot Pair', 'Bronze', '3 fixtures', '$169.32 per fixture · $338.64 per pair', 'single', '3', '3', '169.32', '507.96'],
      // No longer in the catalogue: no SKU to write, so the import passes it by.
      ['', 'Retired Lantern RL-9', 'Black', '2 units', '$40.00 per unit', 'single', '2', '2', '40.00', '80.00'],
      [],
      ['', '', '', '', '', '', '', '', 'Subtotal', '4756.42'],
      ['', '', '', '', '', '', '', '', 'Discount (SAVE50)', '50.00'],
      ['', '', '', '', '', '', '', '', 'Shipping', '0.00'],
      ['', '', '', '', '', '', '', '', 'Total', '4706.42'],
    ]);
    // Once per product, however many lines name it.
    expect(catalog.product.mock.calls.map(([id]) => id).sort()).toEqual(['p-1', 'p-51', 'p-59', 'p-gone']);
  });

  it('an odd number of a pair product is singles; a case of one is singles; a renamed variant is found by its id; no coupon, no code', async () => {
    const catalog = catalogOf(
      aProduct({ id: 'p-51', name: 'TS-B301 Tree Strap Spot Pair', caseSize: 1, allowCaseOrder: true, variants: [aVariant({ id: 'p-51-v1', name: 'Bronze', sku: 'TS-B301-BZ' })] }),
    );
    const order: Order = {
      ...ORDER,
      items: [
        anItem({ quantity: 3, total: usd('507.96'), price: parseUnitPrice('169.32'), product: { id: 'p-51', name: 'TS-B301 Tree Strap Spot Pair', images: [] }, variant: { id: 'p-51-v1', name: 'Bronze (old name)' } }),
      ],
      appliedCoupon: null,
    };
    const rows = await orderRows(order, catalog);
    expect(rows[1]).toEqual(['TS-B301-BZ', 'TS-B301 Tree Strap Spot Pair', 'Bronze (old name)', '3 fixtures', '$169.32 per fixture · $338.64 per pair', 'single', '3', '3', '169.32', '507.96']);
    expect(rows).toContainEqual(['', '', '', '', '', '', '', '', 'Discount', '50.00']);
  });

  it('fails when the catalogue cannot be asked, rather than write a file without its SKUs', async () => {
    const catalog = { product: async () => Promise.reject(new BackendError('network', 'offline')) };
    await expect(orderRows(ORDER, catalog)).rejects.toThrow('offline');
  });
});

describe('a saved order as CSV rows', () => {
  it("writes the lines still sold at today's prices and their subtotal", () => {
    const gone = aCartItem({ productId: 'p-gone', variantId: 'v-gone', name: 'Retired Lantern RL-9', variantName: 'Black' });
    const priced: PricedSavedOrder = {
      order: {
        id: '7',
        name: 'Riverside job',
        notes: '',
        paymentOrder: '',
        items: [caseLine, gone, pairLine].map(savedLineOf),
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
      },
      lines: [
        { saved: savedLineOf(caseLine), today: caseLine, unitPrice: parseUnitPrice('56.905'), lineTotal: usd('1365.72') },
        { saved: savedLineOf(gone), today: null, unitPrice: null, lineTotal: null },
        { saved: savedLineOf(pairLine), today: pairLine, unitPrice: parseUnitPrice('169.32'), lineTotal: usd('1015.92') },
      ],
      total: usd('2381.64'),
      unavailable: ['Retired Lantern RL-9 (Black)'],
    };
    expect(savedOrderRows(priced)).toEqual([
      HEADER,
      ['LT-PL100-BR30', 'Path Light PL-100', 'Brass 3000K', '2 cases of 12 (24 units)', '$56.905 per unit · $682.86 per case', 'case', '2', '24', '56.905', '1365.72'],
      ['TS-B301-BZ', 'TS-B301 Tree Strap Spot Pair', 'Bronze', '3 pairs (6 fixtures)', '$169.32 per fixture · $338.64 per pair', 'pair', '3', '6', '169.32', '1015.92'],
      [],
      ['', '', '', '', '', '', '', '', 'Subtotal', '2381.64'],
    ]);
  });
});

describe('file names', () => {
  it('names the cart by the day, an order by its number and a saved order by its name, made file-safe', () => {
    expect(cartFileName(new Date(2026, 10, 28, 23, 59).getTime())).toBe('cart-2026-11-28.csv');
    expect(orderFileName({ id: '12' })).toBe('order-ORD-0012.csv');
    expect(savedOrderFileName({ id: '7', name: 'Riverside job' })).toBe('saved-order-Riverside-job.csv');
    expect(savedOrderFileName({ id: '7', name: ' Barton Creek / Phase 2: "gate" ' })).toBe('saved-order-Barton-Creek-Phase-2-gate.csv');
    expect(savedOrderFileName({ id: '7', name: 'Crème brûlée café' })).toBe('saved-order-Creme-brulee-cafe.csv');
    expect(savedOrderFileName({ id: '7', name: '../../etc' })).toBe('saved-order-etc.csv');
    expect(savedOrderFileName({ id: '7', name: '工事' })).toBe('saved-order-7.csv');
    expect(savedOrderFileName({ id: '7', name: 'x'.repeat(300) })).toBe(`saved-order-${'x'.repeat(80)}.csv`);
  });

  it('pads a month and day of one digit, and drops every dash and dot a name ends with, before and after the cut', () => {
    expect(cartFileName(new Date(2026, 2, 5, 9, 0).getTime())).toBe('cart-2026-03-05.csv');
    expect(savedOrderFileName({ id: '7', name: '..Job 12 ..' })).toBe('saved-order-Job-12.csv');
    expect(savedOrderFileName({ id: '7', name: `${'x'.repeat(78)} .yyy` })).toBe(`saved-order-${'x'.repeat(78)}.csv`);
  });

  it('writes a cell without the spaces around it', () => {
    const [, row] = cartRows([aCartItem({ sku: ' X-1 ', name: ' Path Light ', variantName: ' Brass ', price: usd('10.00') })], 'none');
    expect(row!.slice(0, 3)).toEqual(['X-1', 'Path Light', 'Brass']);
  });
});
