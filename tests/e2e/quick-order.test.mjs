// Quick Order (issue 37) in the browser: a job list pasted, typed or uploaded, reviewed at the buyer's prices with
// every refused line and its reason, then added to the cart, whose subtotal is the review's total. On the demo backend
// (the catalogue seed's SKUs, LT-<product>-<variant>, at the dealer's prices: 68% of list) and over HTTP against the
// stand-in (stand-in/seed.ts), where the shop finds a product's other variants itself.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { startAuthEmulator } from '../support/auth-emulator.mjs';
import { AURORA_BRONZE } from '../support/cart-lines.mjs';
import { expectNoSeriousAxeViolations, launchWatchedBrowser, signIn, submitLogin, useShop } from '../support/e2e.mjs';
import { expectFocusOn, tabTo } from '../support/keyboard.mjs';
import { buildHttpApp, mockBackendUrl, startMockBackend } from '../support/http-backend.mjs';
import { startPreview } from '../support/server.mjs';

const UTF8_BOM = '\uFEFF';

/** Polls until `read()` gives `expected` (what the page shows once it has settled), then asserts it. */
async function waitForValue(read, expected, timeout = 10_000) {
  let value;
  for (const start = Date.now(); Date.now() - start < timeout; await new Promise((resolve) => setTimeout(resolve, 50))) {
    value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return;
  }
  assert.deepEqual(value, expected);
}

/**
 * The review table's lines as the wide screen shows them: Line, SKU, Product, Quantity (in the shop's one wording, "3
 * pairs (6 fixtures)", or as given on a refused line), Unit price ("$169.32 per fixture · $338.64 per pair"), Line
 * total, then the note under the line (a refused line's reason, or that lines were merged), '' when there is none.
 */
function reviewRows(page) {
  return page
    .getByRole('table', { name: 'Review' })
    .evaluate((table) =>
      [...table.querySelectorAll('[role="rowgroup"] ~ [role="rowgroup"] [role="row"]')].map((row) => [
        ...[...row.querySelectorAll('[role="cell"]')].map((cell) => cell.innerText.trim()),
        [...row.children]
          .filter((child) => child.getAttribute('role') !== 'cell' && child.getAttribute('aria-hidden') !== 'true')
          .map((child) => child.innerText.trim())
          .join(' '),
      ]),
    );
}

/** The review's total and its Add button, waited for: the review is complete once both are on screen. */
async function reviewed(page, total, lines) {
  const review = page.getByRole('region', { name: 'Review' });
  await review.getByText(`Total ${total}`, { exact: true }).waitFor();
  const add = review.getByRole('button', { name: `Add ${lines} ${lines === 1 ? 'line' : 'lines'} to cart`, exact: true });
  await add.waitFor();
  return add;
}

/** The cart's summary (subtotal, shipping, total) as the cart page shows it once its lines are priced. */
async function expectCartSummary(page, expected) {
  await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
  const summary = page.getByRole('region', { name: 'Order Summary' }).locator('dl');
  await waitForValue(() => summary.innerText().catch(() => null), expected);
}

async function pasteAndReview(page, text) {
  await page.getByLabel('Paste SKUs and quantities').fill(text);
  await page.getByRole('button', { name: 'Review lines', exact: true }).click();
}

/** The Quick Order page's own message (a list that cannot be read, the catalogue failing, what was added). */
const messageOf = (page) => page.getByRole('main').getByRole('alert');

/** What was added, said in the message, then each line not added (its list), waited for. */
async function expectAddedMessage(page, said, notAdded = []) {
  const message = messageOf(page);
  await waitForValue(() => message.locator('.MuiAlert-message').innerText().catch(() => null), [said, ...notAdded].join('\n'));
  assert.deepEqual(await message.getByRole('listitem').allInnerTexts(), notAdded);
  return message;
}

/** Opens the CSV file tab and uploads `file` ({ name, mimeType, buffer }) through the Upload CSV field. */
async function uploadList(page, file) {
  await page.getByRole('tab', { name: 'CSV file' }).click();
  await page.getByLabel('Upload CSV').setInputFiles(file);
  await page.getByText(`File: ${file.name}`, { exact: true }).waitFor();
}

// ---------------------------------------------------------------------------------------------------------------------
// Keyboard: only page.keyboard moves and types; locators only name where the focus should be (as keyboard.test.mjs).
// ---------------------------------------------------------------------------------------------------------------------


describe('Quick Order on the demo backend, as dealer@demo.test', () => {
  const shop = useShop();

  /** The dealer signed in through the login page, on Quick Order (a full load: the catalogue is read afresh). */
  async function dealerOnQuickOrder(viewport) {
    const page = await shop.open('/', viewport);
    await signIn(page);
    await page.goto(`${shop.url}/quick-order`);
    await page.getByRole('heading', { name: 'Quick Order', level: 1 }).waitFor();
    return page;
  }

  // Line 1, 10 singles at $67.32: $673.20. Line 2, 2 cases of 12 at the case price, $87.72 less 5% to the mill
  // ($83.334), 24 units: $2,000.02 (from $2,000.016). Line 4, a 100 ft spool at $40.12, 5 of a case of 6 (no case price):
  // $200.60. Refused: line 3, no such SKU; line 5, a quantity written with a thousands separator.
  // $673.20 + $2,000.02 + $200.60 = $2,873.82: over $2,500, so the cart ships free.
  const FIVE_LINES = ['LT-001-1 10', 'LT-003-1, 2, case', 'LT-999-9 4', 'LT-121-1\t5', 'LT-002-1 1,200'].join('\n');
  const FIVE_LINES_REVIEWED = [
    ['1', 'LT-001-1', 'Aurora Path Light 2W 2700K, Bronze', '10 units', '$67.32 per unit', '$673.20', ''],
    ['2', 'LT-003-1', 'Cascade Brushed Nickel Dome Path Light 4W 3000K, Brushed Nickel, 3000K', '2 cases of 12 (24 units)', '$83.334 per unit · $1,000.008 per case', '$2,000.02', ''],
    ['3', 'LT-999-9', '—', '4', '', '', 'Unknown SKU'],
    ['4', 'LT-121-1', '12/2 Direct Burial Landscape Wire, 100 ft Spool', '5 units', '$40.12 per unit', '$200.60', ''],
    ['5', 'LT-002-1', 'Meridian Brass Hat Path Light 3W, 2700K', '1,200', '', '', 'Quantity 1,200 has a thousands separator: write a whole number from 1 to 999'],
  ];

  it('a paste of 5 lines, 2 of them bad: both reasons said, the 3 good lines added, the cart at the review’s total', async () => {
    const page = await dealerOnQuickOrder();
    await pasteAndReview(page, FIVE_LINES);
    const add = await reviewed(page, '$2,873.82', 3);
    await page.getByText('3 lines ready · 2 lines need attention', { exact: true }).waitFor();
    assert.deepEqual(await reviewRows(page), FIVE_LINES_REVIEWED);

    await add.click();
    const message = await expectAddedMessage(page, '3 lines added to your cart. 2 lines were not added.', [
      'Line 3, LT-999-9: Unknown SKU',
      'Line 5, LT-002-1: Quantity 1,200 has a thousands separator: write a whole number from 1 to 999',
    ]);
    // The review stays on screen, the paste in its field; nothing is left to add twice.
    assert.deepEqual(await reviewRows(page), FIVE_LINES_REVIEWED);
    assert.equal(await page.getByLabel('Paste SKUs and quantities').inputValue(), FIVE_LINES);
    assert.equal(await page.getByRole('button', { name: /^Add \d+ lines? to cart$/ }).count(), 0);
    // 10 singles, 2 cases and 5 spools: the badge counts the 3 lines.
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 3 lines' }).waitFor();

    await message.getByRole('link', { name: 'View cart' }).click();
    await expectCartSummary(page, 'Subtotal\n$2,873.82\nShipping\nFree\nTotal\n$2,873.82');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('a pair product reads in pairs and the fixtures they hold, a case in cases and units, as the cart then words them', async () => {
    const page = await dealerOnQuickOrder();
    // LT-051-1 (TS-B301, sold in pairs) 3 pairs, 6 fixtures at $169.32: $1,015.92. LT-059-1 (TS-B302, a pair product
    // sold by the case of 6 fixtures) 1 case at $189.72 less 5% ($180.234): $1,081.40. Refused: 3 single fixtures,
    // and the model number TS-B301 given for a SKU, answered with the SKUs of its finishes.
    await pasteAndReview(page, ['LT-051-1, 3', 'LT-059-1 1 case', 'LT-051-2 3 single', 'TS-B301, 3'].join('\n'));
    const add = await reviewed(page, '$2,097.32', 2);
    assert.deepEqual(await reviewRows(page), [
      ['1', 'LT-051-1', 'TS-B301 Tree Strap Spot Pair, Bronze', '3 pairs (6 fixtures)', '$169.32 per fixture · $338.64 per pair', '$1,015.92', ''],
      ['2', 'LT-059-1', 'TS-B302 Tree Mount Spot Pair, Bronze', '1 case of 6 (6 fixtures)', '$180.234 per fixture · $1,081.404 per case', '$1,081.40', ''],
      [
        '3',
        'LT-051-2',
        'TS-B301 Tree Strap Spot Pair, Black',
        '3',
        '',
        '',
        'Sold in pairs, 2 fixtures each: 3 fixtures are not a whole number of pairs. Order 1 pair (2 fixtures) or 2 pairs (4 fixtures)',
      ],
      ['4', 'TS-B301', '—', '3', '', '', 'Unknown SKU: for TS-B301 Tree Strap Spot Pair, give the SKU of its finish: LT-051-1 (Bronze) or LT-051-2 (Black)'],
    ]);
    await add.click();
    const message = await expectAddedMessage(page, '2 lines added to your cart. 2 lines were not added.', [
      'Line 3, LT-051-2: Sold in pairs, 2 fixtures each: 3 fixtures are not a whole number of pairs. Order 1 pair (2 fixtures) or 2 pairs (4 fixtures)',
      'Line 4, TS-B301: Unknown SKU: for TS-B301 Tree Strap Spot Pair, give the SKU of its finish: LT-051-1 (Bronze) or LT-051-2 (Black)',
    ]);
    await message.getByRole('link', { name: 'View cart' }).click();
    await expectCartSummary(page, 'Subtotal\n$2,097.32\nShipping\n$104.87\nTotal\n$2,202.19');
    const main = page.getByRole('main');
    await main.getByText('3 pairs (6 fixtures)', { exact: true }).waitFor();
    await main.getByText('1 case of 6 (6 fixtures)', { exact: true }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('the template CSV, downloaded and uploaded back, reviews as its two lines with their products and prices', async () => {
    const page = await dealerOnQuickOrder();
    await page.getByRole('tab', { name: 'CSV file' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the template CSV' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), 'quick-order-template.csv');
    const bytes = await readFile(await download.path());
    // The columns the upload reads, and two lines of the catalogue's first page: a single and a whole case.
    assert.equal(bytes.toString('utf8'), `${UTF8_BOM}sku,quantity,unit\r\nLT-001-1,10,single\r\nLT-003-1,2,case`);

    await uploadList(page, { name: download.suggestedFilename(), mimeType: 'text/csv', buffer: bytes });
    // The header is the file's line 1: its two lines are lines 2 and 3. $673.20 + $2,000.02.
    await reviewed(page, '$2,673.22', 2);
    assert.deepEqual(await reviewRows(page), [
      ['2', 'LT-001-1', 'Aurora Path Light 2W 2700K, Bronze', '10 units', '$67.32 per unit', '$673.20', ''],
      ['3', 'LT-003-1', 'Cascade Brushed Nickel Dome Path Light 4W 3000K, Brushed Nickel, 3000K', '2 cases of 12 (24 units)', '$83.334 per unit · $1,000.008 per case', '$2,000.02', ''],
    ]);
    await page.getByText('2 lines ready', { exact: true }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('ORD-0001 downloaded as CSV and uploaded into an emptied cart: the cart’s subtotal is the order’s', async () => {
    const page = await shop.open('/');
    await signIn(page);
    // A line already in the cart, which the buyer clears first.
    await page.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), [AURORA_BRONZE]);

    // ORD-0001's three lines are all still sold at the prices it was placed at (the dealer's today): a case of 12
    // LT-003-1 at $83.334 ($1,000.01), 4 LT-121-2 at $87.72 ($350.88), 2 LT-127-1 at $16.66 ($33.32): $1,384.21.
    // Its total took the WELCOME10 coupon off and added shipping; a cart has no coupon, so only the subtotals agree.
    await page.goto(`${shop.url}/orders/1`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Order ORD-0001', level: 1 }).waitFor();
    const orderSummary = main.getByRole('region', { name: 'Order Summary' }).locator('dl');
    await waitForValue(() => orderSummary.innerText(), 'Subtotal\n$1,384.21\nDiscount (WELCOME10)\n-$138.42\nShipping\n$69.21\nTotal\n$1,315.00');
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), 'order-ORD-0001.csv');
    const file = { name: download.suggestedFilename(), mimeType: 'text/csv', buffer: await readFile(await download.path()) };

    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 line' }).click();
    await expectCartSummary(page, 'Subtotal\n$201.96\nShipping\n$10.10\nTotal\n$212.06');
    await main.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('dialog', { name: 'Clear cart?' }).getByRole('button', { name: 'Clear cart' }).click();
    await main.getByRole('heading', { name: 'Your cart is empty', level: 2 }).waitFor();

    await main.getByRole('link', { name: 'Quick Order' }).click();
    await main.getByRole('heading', { name: 'Quick Order', level: 1 }).waitFor();
    await uploadList(page, file);
    // The file's header is its line 1; its totals rows have no SKU and are no order lines.
    const add = await reviewed(page, '$1,384.21', 3);
    assert.deepEqual(await reviewRows(page), [
      ['2', 'LT-003-1', 'Cascade Brushed Nickel Dome Path Light 4W 3000K, Brushed Nickel, 3000K', '1 case of 12 (12 units)', '$83.334 per unit · $1,000.008 per case', '$1,000.01', ''],
      ['3', 'LT-121-2', '12/2 Direct Burial Landscape Wire, 250 ft Spool', '4 units', '$87.72 per unit', '$350.88', ''],
      ['4', 'LT-127-1', 'Quick-Connect Piercing Connectors 10-Pack, 10-Pack', '2 units', '$16.66 per unit', '$33.32', ''],
    ]);
    await add.click();
    const message = await expectAddedMessage(page, '3 lines added to your cart.');
    await message.getByRole('link', { name: 'View cart' }).click();
    // Under $2,500: 5% shipping, $69.21, as the order paid.
    await expectCartSummary(page, 'Subtotal\n$1,384.21\nShipping\n$69.21\nTotal\n$1,453.42');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('from paste to cart with the keyboard alone, and a SKU picked from the typeahead with the arrow keys', async () => {
    const page = await dealerOnQuickOrder();
    const main = page.getByRole('main');
    // 10 Aurora at $67.32 ($673.20) and 4 spools of 250 ft at $87.72 ($350.88): $1,024.08; shipping 5%, $51.20.
    await tabTo(page, page.getByLabel('Paste SKUs and quantities'));
    await page.keyboard.type('LT-001-1 10');
    await page.keyboard.press('Enter');
    await page.keyboard.type('lt-121-2 4');
    await tabTo(page, main.getByRole('button', { name: 'Review lines' }));
    await page.keyboard.press('Enter');
    const add = await reviewed(page, '$1,024.08', 2);
    assert.deepEqual(await reviewRows(page), [
      ['1', 'LT-001-1', 'Aurora Path Light 2W 2700K, Bronze', '10 units', '$67.32 per unit', '$673.20', ''],
      ['2', 'lt-121-2', '12/2 Direct Burial Landscape Wire, 250 ft Spool', '4 units', '$87.72 per unit', '$350.88', ''],
    ]);
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const message = await expectAddedMessage(page, '2 lines added to your cart.');
    // The Add button goes with the review's ready state: the outcome takes the focus, its View cart next.
    await expectFocusOn(message);
    await tabTo(page, message.getByRole('link', { name: 'View cart' }));
    await page.keyboard.press('Enter');
    await expectCartSummary(page, 'Subtotal\n$1,024.08\nShipping\n$51.20\nTotal\n$1,075.28');

    // Enter SKUs: the tabs move with the arrow keys and open with Space; the typeahead offers the SKU typed in full.
    await page.goto(`${shop.url}/quick-order`);
    await main.getByRole('heading', { name: 'Quick Order', level: 1 }).waitFor();
    await tabTo(page, main.getByRole('tab', { name: 'Paste list' }));
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(main.getByRole('tab', { name: 'Enter SKUs' }));
    await page.keyboard.press('Space');
    const sku = main.getByRole('combobox', { name: 'SKU or product, line 1' });
    await tabTo(page, sku);
    await page.keyboard.type('lt-121-2');
    // The SKU typed in full comes first, then its product's other variants; nothing is chosen until the arrow moves.
    const suggestions = page.getByRole('listbox').getByRole('option');
    await suggestions.first().waitFor();
    assert.deepEqual(await suggestions.allInnerTexts(), [
      'LT-121-2\n12/2 Direct Burial Landscape Wire, 250 ft Spool',
      'LT-121-1\n12/2 Direct Burial Landscape Wire, 100 ft Spool',
      'LT-121-3\n12/2 Direct Burial Landscape Wire, 500 ft Spool',
    ]);
    assert.equal(await sku.getAttribute('aria-activedescendant'), null);
    await page.keyboard.press('ArrowDown');
    const highlighted = await sku.getAttribute('aria-activedescendant');
    assert.equal(await page.locator(`[id="${highlighted}"]`).innerText(), 'LT-121-2\n12/2 Direct Burial Landscape Wire, 250 ft Spool');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    assert.equal(await sku.inputValue(), 'LT-121-2');
    // Picked, the product says it is sold by the case of 6: the unit choice appears beside the quantity.
    await tabTo(page, main.getByLabel('Quantity, line 1'));
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    // Line 1's unit choice, found within line 1: SkuRows names it "Unit, line 1", which reaches the select only once
    // SelectField passes its htmlInput slot props on (until then it is "Unit" on every line).
    const unit = main.getByRole('listitem').first().getByRole('combobox', { name: /^Unit/ });
    await tabTo(page, unit);
    await page.keyboard.press('ArrowDown');
    assert.equal(await unit.inputValue(), 'case');
    await tabTo(page, main.getByRole('button', { name: 'Review lines' }));
    await page.keyboard.press('Enter');
    // 2 cases of 6 spools at $87.72 less 5% ($83.334), 12 units: $1,000.01 (from $1,000.008). Rows 2 and 3 were left
    // empty: they are no lines.
    await reviewed(page, '$1,000.01', 1);
    assert.deepEqual(await reviewRows(page), [
      ['1', 'LT-121-2', '12/2 Direct Burial Landscape Wire, 250 ft Spool', '2 cases of 6 (12 units)', '$83.334 per unit · $500.004 per case', '$1,000.01', ''],
    ]);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    it(`passes axe at ${viewport.width} px with a review on screen, refused lines included, and once added`, async () => {
      const page = await dealerOnQuickOrder(viewport);
      await pasteAndReview(page, FIVE_LINES);
      const add = await reviewed(page, '$2,873.82', 3);
      await expectNoSeriousAxeViolations(page);
      await add.click();
      await expectAddedMessage(page, '3 lines added to your cart. 2 lines were not added.', [
        'Line 3, LT-999-9: Unknown SKU',
        'Line 5, LT-002-1: Quantity 1,200 has a thousands separator: write a whole number from 1 to 999',
      ]);
      await expectNoSeriousAxeViolations(page);
      await page.context().close();
    });
  }

  it('bad input gets its message and loses nothing: an empty paste, a list with no SKU, a picture for a CSV file', async () => {
    const page = await dealerOnQuickOrder();
    const field = page.getByLabel('Paste SKUs and quantities');
    await page.getByRole('button', { name: 'Review lines' }).click();
    await messageOf(page).getByText('Paste at least one line: a SKU and a quantity.', { exact: true }).waitFor();
    // The field is described by what is wrong with it.
    const descriptions = await field.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? null),
    );
    assert.ok(descriptions.includes('Paste at least one line: a SKU and a quantity.'), JSON.stringify(descriptions));

    // A header and nothing under it: the review fails, the text stays to be mended.
    await pasteAndReview(page, 'sku,quantity\n\n');
    await messageOf(page).getByText('No lines with a SKU were found.', { exact: true }).waitFor();
    assert.equal(await field.inputValue(), 'sku,quantity\n\n');
    await field.fill('LT-001-1 10');

    // A PNG whose first 8 bytes (the signature) hold no NUL: its text does, and it is refused before any review.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await uploadList(page, { name: 'job-list.png', mimeType: 'image/png', buffer: png });
    await messageOf(page).getByText('This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload that.', { exact: true }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Review' }).count(), 0);
    // The paste is still there, and reviews.
    await page.getByRole('tab', { name: 'Paste list' }).click();
    assert.equal(await field.inputValue(), 'LT-001-1 10');
    await page.getByRole('button', { name: 'Review lines' }).click();
    await reviewed(page, '$673.20', 1);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('the catalogue failing to load shows Failed to load products with Try Again, which reviews the same list once it loads', async () => {
    const page = await shop.open('/');
    await signIn(page);
    // Quick Order reads SKUs from the whole catalogue file (the per-product files serve only a product page and the
    // cart's repricing), which each page load reads once, for the header's categories: refused before the page loads.
    let refused = 0;
    await page.route('**/demo/catalog.json', (route) => {
      refused += 1;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });
    await page.goto(`${shop.url}/quick-order`);
    await page.getByRole('heading', { name: 'Quick Order', level: 1 }).waitFor();
    await pasteAndReview(page, FIVE_LINES);
    await messageOf(page).getByText('Failed to load products', { exact: true }).waitFor();
    assert.ok(refused >= 1, 'the catalogue file was asked for');
    assert.equal(await page.getByRole('region', { name: 'Review' }).count(), 0);
    assert.equal(await page.getByLabel('Paste SKUs and quantities').inputValue(), FIVE_LINES);

    await page.unroute('**/demo/catalog.json');
    await messageOf(page).getByRole('button', { name: 'Try Again' }).click();
    await reviewed(page, '$2,873.82', 3);
    assert.deepEqual(await reviewRows(page), FIVE_LINES_REVIEWED);
    assert.equal(await page.getByText('Failed to load products', { exact: true }).count(), 0);
    assert.equal(await page.getByLabel('Paste SKUs and quantities').inputValue(), FIVE_LINES);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

describe('Quick Order over HTTP (stand-in), as dealer@truscapes.test', () => {
  // Ports and a build of this file's own, so it runs beside the other HTTP tests.
  const backendPort = 4697;
  const outDir = 'dist-http-quick-order';
  let auth;
  let backend;
  let app;
  let browser;
  before(async () => {
    auth = await startAuthEmulator({ port: 9197 });
    buildHttpApp({ emulatorUrl: auth.url, projectId: auth.projectId, backendUrl: mockBackendUrl(backendPort), outDir });
    backend = await startMockBackend({ port: backendPort });
    app = await startPreview({ outDir });
    browser = await launchWatchedBrowser();
    await auth.createUser('dealer@truscapes.test', 'Dealer1234!').catch((error) => {
      if (!String(error.message).includes('EMAIL_EXISTS')) throw error;
    });
  });
  after(async () => {
    await browser?.close();
    await app?.close();
    backend?.close();
    await auth?.close();
  });

  async function openPage(path, viewport = { width: 1280, height: 900 }) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.goto(`${app.url}${path}`);
    return page;
  }

  async function signedIn(viewport) {
    const page = await openPage('/login', viewport);
    await submitLogin(page, 'dealer@truscapes.test', 'Dealer1234!');
    await page.waitForURL(`${app.url}/profile`);
    await page.getByRole('main').getByRole('heading', { name: 'Dana Dealer', level: 1 }).waitFor();
    return page;
  }

  it('a signed-out visitor going to /quick-order is sent to sign in, as for /cart, and comes back to it signed in', async () => {
    const page = await openPage('/quick-order');
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await submitLogin(page, 'dealer@truscapes.test', 'Dealer1234!');
    await page.waitForURL(`${app.url}/quick-order`);
    await page.getByRole('heading', { name: 'Quick Order', level: 1 }).waitFor();
    await page.context().close();
  });

  it('the header’s Quick Order link (desktop) and the mobile menu’s lead to Quick Order', async () => {
    const desktop = await signedIn({ width: 1280, height: 900 });
    await desktop.getByRole('banner').getByRole('link', { name: 'Quick Order', exact: true }).click();
    await desktop.waitForURL(`${app.url}/quick-order`);
    await desktop.getByRole('heading', { name: 'Quick Order', level: 1 }).waitFor();
    await desktop.context().close();

    const phone = await signedIn({ width: 390, height: 844 });
    // The phone's header has no room for the link: the menu carries it.
    assert.equal(await phone.getByRole('banner').getByRole('link', { name: 'Quick Order', exact: true }).isVisible(), false);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.locator('.MuiDrawer-paper').getByRole('link', { name: 'Quick Order', exact: true }).click();
    await phone.waitForURL(`${app.url}/quick-order`);
    await phone.getByRole('heading', { name: 'Quick Order', level: 1 }).waitFor();
    await phone.context().close();
  });

  it('a paste of 5 lines, 2 of them bad, second variants among the good: the cart’s subtotal is the review’s total', async () => {
    const page = await signedIn();
    await page.getByRole('banner').getByRole('link', { name: 'Quick Order', exact: true }).click();
    await page.getByRole('heading', { name: 'Quick Order', level: 1 }).waitFor();
    // The backend lists each product with its first variant only: AUR-BZ (Aurora's second) and BEA-NI (Beacon's
    // second) are found by the shop's own index. At the dealer's prices: 3 × $61.35 = $184.05, 2 × $84.99 = $169.98
    // (2 of a case of 6), 4 × $52.99 = $211.96 (4 of a case of 10); $565.99. This backend charges no shipping.
    await pasteAndReview(page, ['AUR-BZ 3', 'COM-CU,2', 'XYZ-404 2', 'BEA-NI;4', 'AUR-BR 1,500'].join('\n'));
    const add = await reviewed(page, '$565.99', 3);
    await page.getByText('3 lines ready · 2 lines need attention', { exact: true }).waitFor();
    assert.deepEqual(await reviewRows(page), [
      ['1', 'AUR-BZ', 'Aurora Brass Path Light, Bronze', '3 units', '$61.35 per unit', '$184.05', ''],
      ['2', 'COM-CU', 'Comet Copper Path Light, Copper', '2 units', '$84.99 per unit', '$169.98', ''],
      ['3', 'XYZ-404', '—', '2', '', '', 'Unknown SKU'],
      ['4', 'BEA-NI', 'Beacon Spot Light, Nickel', '4 units', '$52.99 per unit', '$211.96', ''],
      ['5', 'AUR-BR', 'Aurora Brass Path Light, Brass', '1,500', '', '', 'Quantity 1,500 has a thousands separator: write a whole number from 1 to 999'],
    ]);
    await add.click();
    const message = await expectAddedMessage(page, '3 lines added to your cart. 2 lines were not added.', [
      'Line 3, XYZ-404: Unknown SKU',
      'Line 5, AUR-BR: Quantity 1,500 has a thousands separator: write a whole number from 1 to 999',
    ]);
    await message.getByRole('link', { name: 'View cart' }).click();
    await expectCartSummary(page, 'Subtotal\n$565.99\nShipping\nFree\nTotal\n$565.99');
    await page.context().close();
  });
});
