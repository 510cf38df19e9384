// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedLineOf } from '../../src/application/saved-orders/saved-orders.use-cases';
import { BackendError } from '../../src/application/shared/backend-error';
import type { SavedOrder } from '../../src/domain/orders/saved-order';
import { parseMoney } from '../../src/domain/shared/money';
import { CSV_DOWNLOAD_FAILED } from '../../src/ui/shared/DownloadCsvButton';
import { aCartItem, caseLine, pairLine } from './support/fixtures';
import { ORDER_12 } from './support/order-fixtures';
import { renderApp } from './support/render-app';

interface Download {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** What the button hands the browser: the blob behind the link's address, and the link's file name. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  const clicked: Array<{ name: string; blob: Blob }> = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return async (): Promise<Download[]> =>
    Promise.all(clicked.map(async ({ name, blob }) => ({ name, type: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) })));
}

let downloads: () => Promise<Download[]>;
beforeEach(() => {
  downloads = watchDownloads();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The one file downloaded: its name, its type, a BOM, and its text. */
async function theDownload(): Promise<{ name: string; type: string; text: string }> {
  await waitFor(async () => expect(await downloads()).toHaveLength(1));
  const [file] = await downloads();
  expect([...file!.bytes.slice(0, 3)]).toEqual(UTF8_BOM);
  return { name: file!.name, type: file!.type, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(file!.bytes.slice(3)) };
}

const csv = (...lines: string[]) => lines.join('\r\n');
const HEADER = 'SKU,Product,Variant,Ordered,Priced at,Unit,Quantity,Units,Unit price,Line total';
const NOV_28 = new Date(2026, 10, 28, 9, 30).getTime();

describe('Download CSV of the cart', () => {
  it('downloads the lines and totals as the cart shows them, with the quantity changed just before', async () => {
    const { user } = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, pairLine], now: NOV_28 });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Brass Path Light PL-100, Natural Brass, case of 12' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Order Summary' })).getByText('$648.66')).toBeInTheDocument());

    // Reached and pressed from the keyboard, as any button.
    screen.getByRole('button', { name: 'Download CSV' }).focus();
    await user.keyboard('{Enter}');

    expect(await theDownload()).toEqual({
      name: 'cart-2026-11-28.csv',
      type: 'text/csv;charset=utf-8',
      // 3 cases of 12 at $11.685 = $420.66; the pair line's variant has no SKU. 648.66 x 5% = 32.433 -> 32.43.
      text: csv(
        HEADER,
        'LT-001-1,Brass Path Light PL-100,Natural Brass,3 cases of 12 (36 units),$11.685 per unit · $140.22 per case,case,3,36,11.685,420.66',
        ',TS-B301 Bollard Step Light,Bronze,3 pairs (6 fixtures),$38.00 per fixture · $76.00 per pair,pair,3,6,38.00,228.00',
        '',
        ',,,,,,,,Subtotal,648.66',
        ',,,,,,,,Shipping,32.43',
        ',,,,,,,,Total,681.09',
      ),
    });
  });
});

describe('Download CSV of an order', () => {
  it("downloads the order's lines as cases and singles with the prices and totals it recorded", async () => {
    const { user } = renderApp('/orders/12', { role: 'DEALER', orders: { order: async () => ORDER_12 } });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await theDownload()).toEqual({
      name: 'order-ORD-0012.csv',
      type: 'text/csv;charset=utf-8',
      text: csv(
        HEADER,
        // 24 units of a case of 12: two cases.
        'LT-001-1,Brass Path Light PL-100,Natural Brass,2 cases of 12 (24 units),$11.50 per unit · $138.00 per case,case,2,24,11.50,276.00',
        ',Copper Path Light PL-200,Raw Copper,3 units,$12.00 per unit,single,3,3,12.00,36.00',
        // No longer in the catalogue: no SKU.
        ',Retired Lantern RL-9,Black,2 units,$40.00 per unit,single,2,2,40.00,80.00',
        '',
        ',,,,,,,,Subtotal,392.00',
        ',,,,,,,,Discount (SAVE10),39.20',
        ',,,,,,,,Shipping,0.00',
        ',,,,,,,,Total,352.80',
      ),
    });
  });

  it('says so when the catalogue cannot be asked for the SKUs, and downloads nothing', async () => {
    const { user } = renderApp('/orders/12', {
      role: 'DEALER',
      orders: { order: async () => ORDER_12 },
      catalog: {
        product: async () => {
          throw new BackendError('network', 'offline');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(CSV_DOWNLOAD_FAILED)).toBeInTheDocument();
    expect(await downloads()).toEqual([]);
  });
});

describe('Download CSV of a saved order', () => {
  it("downloads the lines at today's prices and their subtotal, the file named after the saved order", async () => {
    const saved: SavedOrder = {
      id: '7',
      name: 'Riverside job / phase 2',
      notes: '',
      paymentOrder: 'JOB-114',
      // Saved at $11.00; today's dealer price is $12.34.
      items: [caseLine, aCartItem({ quantity: 3, price: parseMoney('11.00') })].map(savedLineOf),
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    const { user } = renderApp('/saved-orders/7', { role: 'DEALER', savedOrders: { savedOrder: async () => saved } });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await theDownload()).toEqual({
      name: 'saved-order-Riverside-job-phase-2.csv',
      type: 'text/csv;charset=utf-8',
      text: csv(
        HEADER,
        'LT-001-1,Brass Path Light PL-100,Natural Brass,2 cases of 12 (24 units),$11.685 per unit · $140.22 per case,case,2,24,11.685,280.44',
        ',Copper Path Light PL-200,Raw Copper,3 units,$12.34 per unit,single,3,3,12.34,37.02',
        '',
        ',,,,,,,,Subtotal,317.46',
      ),
    });
  });
});
