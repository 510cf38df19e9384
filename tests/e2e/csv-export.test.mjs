// Download CSV of a past order on the demo backend: the dealer's seeded history (orders.seed.ts), SKUs from the
// catalogue seed (LT-<product>-<variant>), each line in the shop's words (Ordered, Priced at) and in the columns Quick
// Order's import reads back (Unit, Quantity).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { submitLogin, useShop } from '../support/e2e.mjs';

const HEADER = 'SKU,Product,Variant,Ordered,Priced at,Unit,Quantity,Units,Unit price,Line total';
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The order's page, Download CSV pressed (from the keyboard when told): the file's name and its bytes. */
async function downloadOrder(page, shopUrl, id, { keyboard = false } = {}) {
  await page.goto(`${shopUrl}/orders/${id}`);
  const button = page.getByRole('button', { name: 'Download CSV' });
  await button.waitFor();
  const downloaded = page.waitForEvent('download');
  if (keyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  const download = await downloaded;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

function csvText(bytes) {
  assert.deepEqual(bytes.subarray(0, 3), UTF8_BOM, 'a UTF-8 BOM first, for Excel');
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

describe('Download CSV of a past order on the demo backend', () => {
  const shop = useShop();

  it("gives each order's lines as cases, pairs and singles with the recorded prices, then its totals", async () => {
    const page = await shop.open('/login');
    await submitLogin(page, 'dealer@demo.test');
    await page.waitForURL(/\/profile$/);

    // A case of 12 at the case price to the mill, two lines not a whole case, the WELCOME10 coupon and shipping.
    const first = await downloadOrder(page, shop.url, 1, { keyboard: true });
    assert.equal(first.name, 'order-ORD-0001.csv');
    assert.deepEqual(csvText(first.bytes), [
      HEADER,
      'LT-003-1,Cascade Brushed Nickel Dome Path Light 4W 3000K,"Brushed Nickel, 3000K",1 case of 12 (12 units),"$83.334 per unit · $1,000.008 per case",case,1,12,83.334,1000.01',
      'LT-121-2,12/2 Direct Burial Landscape Wire,250 ft Spool,4 units,$87.72 per unit,single,4,4,87.72,350.88',
      'LT-127-1,Quick-Connect Piercing Connectors 10-Pack,10-Pack,2 units,$16.66 per unit,single,2,2,16.66,33.32',
      '',
      ',,,,,,,,Subtotal,1384.21',
      ',,,,,,,,Discount (WELCOME10),138.42',
      ',,,,,,,,Shipping,69.21',
      ',,,,,,,,Total,1315.00',
    ]);

    // Three pairs of a pair product, one transformer.
    const second = await downloadOrder(page, shop.url, 2);
    assert.equal(second.name, 'order-ORD-0002.csv');
    assert.deepEqual(csvText(second.bytes), [
      HEADER,
      'LT-051-1,TS-B301 Tree Strap Spot Pair,Bronze,3 pairs (6 fixtures),$169.32 per fixture · $338.64 per pair,pair,3,6,169.32,1015.92',
      'LT-113-1,PowerCore PC-300 Multi-Tap Transformer 300W,Stainless Steel,1 unit,$237.32 per unit,single,1,1,237.32,237.32',
      '',
      ',,,,,,,,Subtotal,1253.24',
      ',,,,,,,,Shipping,62.66',
      ',,,,,,,,Total,1315.90',
    ]);

    // A whole case of a pair product is a case, as Buy Again adds it.
    const tenth = await downloadOrder(page, shop.url, 10);
    assert.equal(tenth.name, 'order-ORD-0010.csv');
    assert.deepEqual(csvText(tenth.bytes), [
      HEADER,
      'LT-059-2,TS-B302 Tree Mount Spot Pair,Brass,1 case of 6 (6 fixtures),"$187.986 per fixture · $1,127.916 per case",case,1,6,187.986,1127.92',
      'LT-121-2,12/2 Direct Burial Landscape Wire,250 ft Spool,1 case of 6 (6 units),$83.334 per unit · $500.004 per case,case,1,6,83.334,500.00',
      '',
      ',,,,,,,,Subtotal,1627.92',
      ',,,,,,,,Shipping,81.40',
      ',,,,,,,,Total,1709.32',
    ]);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
