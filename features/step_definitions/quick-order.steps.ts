/**
 * Quick Order, driven through its use cases (quickOrderFor) on the demo shop's buyer services, as the Quick Order page
 * drives them: read a paste or a file, review at the signed-in buyer's prices, add to the cart machine. The steps
 * only hand the shop its input and put its answers in the feature's words; every rule is the shop's.
 */
import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { BuyerServices } from '../../src/application/buyer-services';
import type { CatalogUseCases } from '../../src/application/catalog/catalog.use-cases';
import { SkusNotAllLookedUp } from '../../src/application/ports/catalog.port';
import { cartRows } from '../../src/application/export/line-export';
import { quickOrderMessages, type QuickOrderReview, type ReviewLine } from '../../src/application/quick-order/quick-order';
import { quickOrderFor, type ListFile, type QuickOrderUseCases } from '../../src/application/quick-order/quick-order.use-cases';
import { SIGNATURE_LENGTH } from '../../src/domain/accounts/upload';
import type { Product } from '../../src/domain/catalog/catalog';
import { phrasesInWords } from '../../src/domain/pricing/unit-wording';
import type { ListReading, RequestedLine } from '../../src/domain/quick-order/order-list';
import { formatMoney } from '../../src/domain/shared/money';
import { startDemoShop, type DemoShop } from '../support/demo-shop';
import { expectAmount } from '../support/money';
import type { ShopWorld } from '../support/world';

/** How the feature writes a tab, and the lines of a list written on one line. */
const TAB_MARK = '⇥';
const LINE_BREAK_MARK = /\s*\/\s*/;
/** A column of the feature's tables that explains a row to the reader; the shop is not asked about it. */
const COMMENT_COLUMN = 'why';
/** The Download CSV button saves its file with a byte order mark, so a spreadsheet opens it as UTF-8. */
const BOM = '\uFEFF';

interface QuickOrderScenario {
  /** Finishes the back office says are out of stock: product and variant names. */
  readonly outOfStock: Array<{ readonly product: string; readonly variant: string }>;
  /** With no signal, SKUs whose products this device never read: the catalogue cannot look for them. */
  readonly notLookedUp: string[];
  reading?: ListReading;
  review?: QuickOrderReview;
  /** The text of the file the buyer downloaded. */
  downloaded?: string;
}

const scenarios = new WeakMap<ShopWorld, QuickOrderScenario>();

function scenario(world: ShopWorld): QuickOrderScenario {
  let found = scenarios.get(world);
  if (!found) {
    found = { outOfStock: [], notLookedUp: [] };
    scenarios.set(world, found);
  }
  return found;
}

function shop(world: ShopWorld): DemoShop {
  world.demoShop ??= startDemoShop(world.shippingPolicy);
  return world.demoShop;
}

function role(world: ShopWorld) {
  const profile = shop(world).services.session.getSnapshot().context.profile;
  assert.ok(profile, 'nobody is signed in');
  return profile.role;
}

/**
 * The catalogue's answer as the back office gives it when a finish is out of stock (the wire's
 * `stockAvailable: false`): the demo seed has every finish in stock. With no signal, the hosted backend's adapter
 * answers as it does when some products were never read on the device: what it found, and the SKUs not looked for.
 */
function asTheBackOfficeAnswers(catalog: CatalogUseCases, { outOfStock, notLookedUp }: QuickOrderScenario): CatalogUseCases {
  const marked = (product: Product): Product => ({
    ...product,
    variants: product.variants.map((variant) =>
      outOfStock.some((gone) => gone.product === product.name && gone.variant === variant.name) ? { ...variant, outOfStock: true } : variant,
    ),
  });
  const findBySkus: CatalogUseCases['findBySkus'] = async (skus) => {
    const found = new Map([...(await catalog.findBySkus(skus))].map(([sku, product]) => [sku, marked(product)]));
    const unread = skus.filter((sku) => notLookedUp.includes(sku));
    if (unread.length === 0) return found;
    throw new SkusNotAllLookedUp(new Map([...found].filter(([sku]) => !unread.includes(sku))), unread);
  };
  return new Proxy(catalog, { get: (target, key, receiver) => (key === 'findBySkus' ? findBySkus : Reflect.get(target, key, receiver)) });
}

async function buyer(world: ShopWorld): Promise<BuyerServices> {
  return shop(world).services.buyer();
}

/** Quick Order as the page gets it: from the signed-in buyer's services. */
async function quickOrder(world: ShopWorld): Promise<QuickOrderUseCases> {
  const services = await buyer(world);
  const current = scenario(world);
  if (current.outOfStock.length === 0 && current.notLookedUp.length === 0) return quickOrderFor(services);
  return quickOrderFor({ cart: services.cart, screenParts: { ...services.screenParts, catalog: asTheBackOfficeAnswers(services.screenParts.catalog, current) } });
}

/** What the buyer reads: the lines, or the message that refuses the whole list. */
function keep(world: ShopWorld, reading: ListReading): void {
  scenario(world).reading = reading;
  if (!reading.ok) world.messages.push(reading.message);
}

function readLines(world: ShopWorld): readonly RequestedLine[] {
  const reading = world.needs(scenario(world).reading, 'what the buyer pasted or uploaded');
  assert.ok(reading.ok, `The list was refused: ${reading.ok ? '' : reading.message}`);
  return reading.lines;
}

function reviewed(world: ShopWorld): QuickOrderReview {
  return world.needs(scenario(world).review, 'that the buyer reviewed the list');
}

// Files

function fileOf(bytes: Uint8Array): ListFile {
  return { size: bytes.length, firstBytes: bytes.slice(0, SIGNATURE_LENGTH), text: async () => new TextDecoder().decode(bytes) };
}

const textFile = (text: string): ListFile => fileOf(new TextEncoder().encode(text));

/** A CSV file of `count` lines: a header, then one order line each. */
function csvOfLines(count: number): string {
  return `${['sku,quantity', ...Array.from({ length: count - 1 }, () => 'LT-001-1,1')].join('\r\n')}\r\n`;
}

/** A CSV file of exactly `size` bytes: a header and 1,000 order lines, a note column making up the size. */
function csvOfBytes(size: number): string {
  const header = 'sku,quantity,note\r\n';
  const lineCount = 1000;
  const bare = 'LT-001-1,1,\r\n'.length;
  const noteTotal = size - header.length - lineCount * bare;
  const note = Math.floor(noteTotal / lineCount);
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const length = index === lineCount - 1 ? noteTotal - note * (lineCount - 1) : note;
    return `LT-001-1,1,${'x'.repeat(length)}\r\n`;
  });
  const text = header + lines.join('');
  assert.equal(new TextEncoder().encode(text).length, size, 'the file\'s size');
  return text;
}

function utf16(text: string): Uint8Array {
  const bytes = [0xff, 0xfe];
  for (const char of text) bytes.push(char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8);
  return Uint8Array.from(bytes);
}

const MiB = 1024 * 1024;

/** The files a feature names in words. */
function describedFile(description: string): ListFile {
  const lines = /^a CSV file of ([\d,]+) lines, its header included$/.exec(description);
  if (lines) return textFile(csvOfLines(Number(lines[1]!.replaceAll(',', ''))));
  switch (description) {
    case 'a CSV file of exactly 1 MiB':
      return textFile(csvOfBytes(MiB));
    case 'a CSV file of 1 MiB and 1 byte':
      return textFile(csvOfBytes(MiB + 1));
    case 'an Excel workbook':
      // An .xlsx is a zip: its first bytes.
      return fileOf(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00]));
    case 'a PNG picture':
      return fileOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]));
    case 'a text file saved as UTF-16':
      return fileOf(utf16('sku,quantity\r\nLT-001-1,4\r\n'));
    default:
      throw new Error(`The steps know no file "${description}"`);
  }
}

// In the feature's words

function describeRequested(line: RequestedLine): Record<string, string> {
  return {
    line: String(line.sourceLine),
    SKU: line.sku,
    quantity: line.quantity === null ? '' : String(line.quantity),
    unit: line.unit ?? 'not given',
    problem: line.problem ?? '',
  };
}

function describeReviewed(line: ReviewLine): Record<string, string> {
  return {
    lines: line.sourceLines.join(', '),
    SKU: line.skuAsGiven,
    product: line.productName ?? '',
    variant: line.variantName ?? '',
    quantity: line.quantityInWords ?? '',
    'unit price': line.priceInWords ? phrasesInWords(line.priceInWords) : '',
    'line total': line.lineTotal ? formatMoney(line.lineTotal) : '',
    reason: line.problem ?? '',
    note: line.note ?? '',
  };
}

/** The shop's rows in the table's columns (a comment column left out), compared with the table. */
function expectRows(table: DataTable, actual: ReadonlyArray<Record<string, string>>, what: string): void {
  const columns = (table.raw()[0] ?? []).filter((column) => column !== COMMENT_COLUMN);
  const pick = (row: Record<string, string>) => Object.fromEntries(columns.map((column) => [column, row[column] ?? `(no column "${column}")`]));
  assert.deepEqual(actual.map(pick), table.hashes().map(pick), what);
}

// Steps

Given('{string} in {string} is out of stock', function (this: ShopWorld, product: string, variant: string) {
  scenario(this).outOfStock.push({ product, variant });
});

Given('there is no signal, and this device never read the product of {string}', function (this: ShopWorld, sku: string) {
  scenario(this).notLookedUp.push(sku);
});

When('the buyer pastes {string}', async function (this: ShopWorld, list: string) {
  const text = list.split(LINE_BREAK_MARK).join('\n').replaceAll(TAB_MARK, '\t');
  keep(this, (await quickOrder(this)).readPaste(text));
});

When('the buyer pastes:', async function (this: ShopWorld, text: string) {
  keep(this, (await quickOrder(this)).readPaste(text.replaceAll(TAB_MARK, '\t')));
});

When(
  /^the buyer uploads (a CSV file of [\d,]+ lines, its header included|a CSV file of exactly 1 MiB|a CSV file of 1 MiB and 1 byte|an Excel workbook|a PNG picture|a text file saved as UTF-16)$/,
  async function (this: ShopWorld, description: string) {
    keep(this, await (await quickOrder(this)).readFile(describedFile(description)));
  },
);

When('the buyer uploads a CSV file, saved with a byte order mark, containing:', async function (this: ShopWorld, text: string) {
  keep(this, await (await quickOrder(this)).readFile(textFile(BOM + text)));
});

When('the buyer uploads a CSV file with these rows:', async function (this: ShopWorld, table: DataTable) {
  const text = (await (await buyer(this)).screenParts.csv()).write(table.raw());
  keep(this, await (await quickOrder(this)).readFile(textFile(BOM + text)));
});

When('the buyer downloads the cart as CSV', async function (this: ShopWorld) {
  const services = await buyer(this);
  const rows = cartRows(services.cart.getSnapshot().context.items, shop(this).services.info.shipping);
  scenario(this).downloaded = BOM + (await services.screenParts.csv()).write(rows);
});

When('the buyer empties the cart', async function (this: ShopWorld) {
  (await buyer(this)).cart.send({ type: 'CLEAR' });
});

When('the buyer uploads the downloaded file', async function (this: ShopWorld) {
  const text = this.needs(scenario(this).downloaded, 'that the buyer downloaded a file');
  keep(this, await (await quickOrder(this)).readFile(textFile(text)));
});

When('the buyer reviews the list', async function (this: ShopWorld) {
  scenario(this).review = await (await quickOrder(this)).review(readLines(this), role(this));
});

When('the buyer adds the reviewed lines to the cart', async function (this: ShopWorld) {
  this.messages.push((await quickOrder(this)).addToCart(reviewed(this)));
});

Then('Quick Order reads these lines:', function (this: ShopWorld, table: DataTable) {
  expectRows(table, readLines(this).map(describeRequested), 'the lines read');
});

Then(/^Quick Order reads ([\d,]+) lines?$/, function (this: ShopWorld, count: string) {
  assert.equal(readLines(this).length, Number(count.replaceAll(',', '')), 'the number of lines read');
});

Then('the review shows:', function (this: ShopWorld, table: DataTable) {
  expectRows(table, reviewed(this).lines.map(describeReviewed), 'the review');
});

Then(/^the downloaded file's lines read, in the cart's words and in the columns the upload reads:$/, async function (this: ShopWorld, table: DataTable) {
  const text = this.needs(scenario(this).downloaded, 'that the buyer downloaded a file');
  const [header = [], ...rows] = (await (await buyer(this)).screenParts.csv()).read(text.replace(/^\uFEFF/, ''));
  // The order lines: the rows with a SKU (the totals rows under them have none).
  const lines = rows.filter((row) => (row[0] ?? '') !== '').map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
  expectRows(table, lines, 'the downloaded file');
});

Then("the review's total is {dollars}", function (this: ShopWorld, total: string) {
  expectAmount(reviewed(this).total, total, "the review's total");
});

Then('the add button reads {string}', function (this: ShopWorld, label: string) {
  assert.equal(quickOrderMessages.addButton(reviewed(this).ready.length), label);
});
