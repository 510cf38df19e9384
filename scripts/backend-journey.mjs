// A buyer's journey through the shop built for the HTTP backend, against any
// running backend seeded with ../shared/real-backend/seed.mjs (its products, SKUs
// and prices below; the stand-in, stand-in/index.ts, must carry the same
// seed: while its seed still has the earlier 'TS-B301 Bollard', the journey stops
// at setting up there). It is a client: it
// drives the built shop in Chromium and reads back what the backend recorded
// through the backend's own API. Prints PASS or FAIL per step, with figures.
//
//   node scripts/backend-journey.mjs --api http://127.0.0.1:3031 --emulator http://127.0.0.1:9199 --dist dist-http
//   (or --shop http://127.0.0.1:4173 for a shop already served; env API, EMULATOR, DIST, SHOP work too)
//   --port 5301: serve --dist on that port (SHOP_PORT; a free one unless told).
//   --create-accounts: create the seeded accounts in the emulator first (for a stand-in; the seed makes them otherwise).
// The shop must be built for the same backend and emulator: see docs/backend.md, "The journey".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../tests/support/browser.mjs';
import { fillRegistration, anApplication } from '../tests/support/registration-form.mjs';
import { startPreview } from '../tests/support/server.mjs';
import { appKept, keptAnswers } from '../tests/support/service-worker.mjs';
import { startStaticHost } from '../deploy/static-host.mjs';

const { values: options } = parseArgs({
  options: {
    api: { type: 'string', default: process.env.API ?? 'http://127.0.0.1:3031' },
    emulator: { type: 'string', default: process.env.EMULATOR ?? 'http://127.0.0.1:9199' },
    dist: { type: 'string', default: process.env.DIST ?? 'dist-http' },
    shop: { type: 'string', default: process.env.SHOP ?? '' },
    port: { type: 'string', default: process.env.SHOP_PORT ?? '0' },
    'create-accounts': { type: 'boolean', default: false },
  },
});

const ACCOUNTS = {
  admin: { email: 'admin@truscapes.test', password: 'Admin1234!' },
  dealer: { email: 'dealer@truscapes.test', password: 'Dealer1234!' },
  localDealer: { email: 'local.dealer@truscapes.test', password: 'Local1234!' },
};
// What the journey buys, as ../shared/real-backend/seed.mjs makes it: the product, the SKU and name of the variant
// each line takes (opened with ?variant=), and the dealer's unit price.
const AURORA = { name: 'Aurora Brass Path Light', sku: 'AUR-BR', variant: 'Brass', dealerPrice: '59.90' }; // case of 12, sold by the case
const PAIR = { name: 'TS-B301 Tree Strap Spot Pair', sku: 'TSB301-BZ', variant: 'Bronze', dealerPrice: '169.32' }; // a pair is 2 units; case of 1, not sold by the case
const COMET = { name: 'Comet Copper Path Light', sku: 'COM-CU', variant: 'Copper', dealerPrice: '84.99' }; // case of 6, sold by the case
// The expected amounts, worked by hand from those prices with the shop's rules: unit prices to the mill, the case
// price (5% off, half-up to the mill) on whole cases, line totals half-up to the cent, and no shipping (the build
// is made with VITE_SHIPPING=none: this backend charges none; a build with `spec` shows shipping it never charges).
/** A case of Aurora: $59.90 x 0.95 = $56.905 a unit, x 12 = $682.86. */
const CASE_UNIT = '$56.905';
const CASE_LINE = '$682.86';
/** One pair of TS-B301 Bronze: 2 units x $169.32 = $338.64 (no case price: not sold by the case). */
const PAIR_LINE = '$338.64';
/** WELCOME10 (10% from $100, at most $250) on $682.86 + $338.64 = $1,021.50: $102.15 off, $919.35 to pay. */
const WELCOME10_TOTAL = '$919.35';
/** One Aurora, singly: $59.90 (the local dealer's store collection, and the card payment). */
const SINGLE_AURORA = '$59.90';
/** The dealer's 3-line draft: a case of Aurora $682.86, a pair of TS-B301 $338.64, 2 Comet at $84.99 $169.98 (2 is not a case of 6). */
const DRAFT_TOTAL = '$1,191.48';
const DRAFT_PO = 'JOB-114';
/** The draft saved with no signal: Quick Order's Aurora line, singly, at the dealer's price the device kept: 3 x $59.90. */
const OFFLINE_QUANTITY = 3;
const OFFLINE_TOTAL = '$179.70';
const OFFLINE_PO = 'JOB-771';
/** Every draft this step saves is named so: the clean-up deletes each one, a failed run's too. */
const OFFLINE_DRAFT = 'Van list';
const STEP_TIMEOUT = 20_000;

const results = [];
async function step(name, run) {
  try {
    const figures = await run();
    results.push(true);
    console.log(`PASS  ${name}${figures ? `: ${figures}` : ''}`);
  } catch (error) {
    results.push(false);
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

function expectEqual(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: expected ${expected}, got ${actual}`);
}

// --- The backend's and the emulator's own APIs --------------------------------

async function emulatorSignIn({ email, password }) {
  const call = (action) =>
    fetch(`${options.emulator}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=journey`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
  let answer = await call('signInWithPassword');
  if (!answer.ok && options['create-accounts']) answer = await call('signUp');
  const body = await answer.json();
  if (!answer.ok) throw new Error(`emulator sign-in ${email}: ${JSON.stringify(body.error?.message ?? body)}`);
  return { uid: body.localId, token: body.idToken };
}

async function api(method, path, token) {
  const answer = await fetch(options.api + path, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Cents from a shown amount ("$1,010.48") or a backend figure ("1010.48", 1010.48), rounded: the wallet's figures are
 * floats on the backend (double precision), so a balance reads 1556.6699999999998 after a few orders.
 */
function cents(amount) {
  return Math.round(Number(String(amount).replace(/[$,]/g, '')) * 100);
}
const dollars = (value) => `$${(value / 100).toFixed(2)}`;
/** Cents as the shop shows them, with thousands separators ("$12,500.00"). */
const shownDollars = (value) => `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Mills from a backend figure ("56.905", "169.320", 59.9) or a shown unit price ("$56.905"). */
function mills(amount) {
  return Math.round(Number(String(amount).replace(/[$,]/g, '')) * 1000);
}

/** The seeded product and its variant with the SKU, as the backend has them; the dealer's price must be the seed's. */
async function seeded({ name, sku, variant: variantName, dealerPrice }, dealerToken) {
  const found = await api('GET', `/products?q=${encodeURIComponent(name)}&take=8`);
  const listed = found.find((product) => product.name === name);
  if (!listed) throw new Error(`the backend has no product "${name}": is it seeded with the current seed.mjs?`);
  const product = await api('GET', `/products/${listed.id}`, dealerToken);
  const variant = product.variants.find((each) => each.sku === sku);
  if (!variant) throw new Error(`"${name}" has no variant with SKU ${sku} (it has ${product.variants.map((each) => each.sku).join(', ')})`);
  if (variant.name !== variantName) throw new Error(`${sku} is "${variant.name}", the seed's is "${variantName}"`);
  if (mills(variant.dealerPrice) !== mills(dealerPrice)) throw new Error(`${sku}'s dealer price is ${variant.dealerPrice}, the seed's is ${dealerPrice}`);
  return { id: String(product.id), variantId: String(variant.id), sku, name, caseSize: product.caseSize, allowCaseOrder: product.allowCaseOrder };
}

// --- The shop in the browser ---------------------------------------------------

async function signIn(page, { email, password }) {
  await page.goto(`${shopUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Successfully logged in').waitFor();
}

/**
 * Adds the product's variant (opened by its SKU's ?variant=) to the cart in the shop's own words: a unit choice
 * ('Case of 12', 'Pair', 'Single') and a quantity. A pair product not sold by the case has no choice to make: its
 * page must then say it is sold in pairs.
 */
async function addToCart(page, product, unit, quantity) {
  await page.goto(`${shopUrl}/product/${product.id}?variant=${product.variantId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to Cart' }).waitFor();
  await main.getByText(`SKU: ${product.sku}`, { exact: true }).waitFor();
  const unitChoice = main.getByRole('button', { name: unit, exact: true });
  if (await unitChoice.count()) await unitChoice.click();
  else if (unit === 'Pair') await main.getByText('Sold in pairs: each pair holds 2 fixtures.', { exact: true }).waitFor();
  else if (unit !== 'Single') throw new Error(`${product.name} offers no "${unit}"`);
  await main.getByLabel(/^Quantity/).fill(String(quantity));
  await main.getByRole('button', { name: 'Add to Cart' }).click();
}

async function emptyCart(page) {
  await page.goto(`${shopUrl}/cart`);
  await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
  // The lines (and their Clear cart button) appear once today's prices are checked: wait for them or for the empty cart.
  const clear = page.getByRole('button', { name: 'Clear cart' });
  const empty = page.getByRole('heading', { name: 'Your cart is empty', level: 2 });
  await clear.or(empty).first().waitFor();
  if (await empty.isVisible()) return;
  await clear.click();
  await page.getByRole('dialog', { name: 'Clear cart?' }).getByRole('button', { name: 'Clear cart' }).click();
  await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
}

async function payButtonFigure(page) {
  const button = page.getByRole('button', { name: /^Pay \$/ });
  await button.waitFor();
  return (await button.textContent()).replace(/^Pay /, '').trim();
}

/** "Prices as of 9:40 AM" for an answer the device read at `readAt`, in the browser's time zone (prices-as-of.ts words it). */
function pricesAsOf(page, readAt) {
  return page.evaluate((time) => `Prices as of ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(time)}`, readAt);
}

/** The connection as the shop shows it: "You're offline", then "Back online" (AppStatus.tsx), once the page has noticed. */
async function setSignal(page, online) {
  await page.context().setOffline(!online);
  await page.getByRole('status').filter({ hasText: online ? 'Back online' : "You're offline" }).waitFor({ timeout: 30_000 });
}

let shopUrl = options.shop;
let preview = null;
if (!shopUrl) {
  // A build with its API on the shop's origin (VITE_API_BASE_URL=/api) is served as the hosting serves it: its
  // calls go through the API proxy (deploy/api-proxy) to the backend.
  const sameOriginApi = join(options.dist, '.same-origin-api.json');
  const port = Number(options.port);
  preview = existsSync(sameOriginApi)
    ? await startStaticHost({ outDir: options.dist, port, api: { prefix: JSON.parse(readFileSync(sameOriginApi, 'utf8')).path, backendUrl: options.api } })
    : await startPreview({ outDir: options.dist, port });
  shopUrl = preview.url;
}
const browser = await launchBrowser();
const newPage = async () => {
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return page;
};
console.log(`Shop ${shopUrl}, backend ${options.api}, Auth emulator ${options.emulator}`);

try {
  const admin = await emulatorSignIn(ACCOUNTS.admin);
  const dealer = await emulatorSignIn(ACCOUNTS.dealer);
  const localDealer = await emulatorSignIn(ACCOUNTS.localDealer);
  // A stand-in binds a seeded profile on the account's first call.
  for (const account of [admin, dealer, localDealer]) await api('GET', '/user', account.token);
  const aurora = await seeded(AURORA, dealer.token);
  const pair = await seeded(PAIR, dealer.token);
  const comet = await seeded(COMET, dealer.token);

  await step('a visitor browses with no price shown', async () => {
    const page = await newPage();
    await page.goto(`${shopUrl}/`);
    await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    if (/\$\d/.test(await page.getByRole('main').innerText())) throw new Error('the home page shows a price');
    await page.goto(`${shopUrl}/product/${aurora.id}`);
    await page.getByRole('heading', { name: AURORA.name, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in to see prices' }).first().waitFor();
    if (/\$\d/.test(await page.getByRole('main').innerText())) throw new Error(`the ${AURORA.name} page shows a price`);
    await page.context().close();
    return `home and ${AURORA.name}: "Sign in to see prices"`;
  });

  await step('register a new account, approved by the admin through the API, signs in', async () => {
    const email = `journey.${Date.now()}@truscapes.test`;
    const application = anApplication({ email, companyAddress: 'Unit 5' });
    const page = await newPage();
    await page.goto(`${shopUrl}/register`);
    await fillRegistration(page, application);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Successful!' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    const [account] = await api('GET', `/user/users?query=${encodeURIComponent(email)}`, admin.token);
    if (!account) throw new Error(`the admin finds no account ${email}`);
    await api('POST', `/user/users/${encodeURIComponent(account.id)}/approve`, admin.token);
    await signIn(page, { email, password: application.password });
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: `${application.firstName} ${application.lastName}`, level: 1 }).waitFor();
    await page.context().close();
    return `${email} (${account.id}) approved, profile "${application.firstName} ${application.lastName}"`;
  });

  const page = await newPage();
  let shownTotal = '';
  let orderId = null;
  await step(`the dealer's price on ${AURORA.name}`, async () => {
    await signIn(page, ACCOUNTS.dealer);
    await page.goto(`${shopUrl}/product/${aurora.id}?variant=${aurora.variantId}`);
    await page.getByRole('main').getByText(`SKU: ${AURORA.sku}`, { exact: true }).waitFor();
    const price = page.getByRole('main').getByLabel(/^Price \$/).first();
    await price.waitFor();
    const label = await price.getAttribute('aria-label');
    if (!label.includes(`$${AURORA.dealerPrice}`)) throw new Error(`shown "${label}", the dealer price is $${AURORA.dealerPrice}`);
    return `${AURORA.sku}: ${label}`;
  });

  await step('a case line (12 units) and a pair line', async () => {
    await addToCart(page, aurora, 'Case of 12', 1);
    await addToCart(page, pair, 'Pair', 1);
    await page.goto(`${shopUrl}/cart`);
    const lines = page.getByRole('main');
    await lines.getByText(CASE_LINE).first().waitFor();
    await lines.getByText(PAIR_LINE).first().waitFor();
    return `${AURORA.sku} 12 x ${CASE_UNIT} = ${CASE_LINE}; ${PAIR.sku} 1 pair = 2 x $${PAIR.dealerPrice} = ${PAIR_LINE}`;
  });

  await step('WELCOME10 applied at checkout', async () => {
    await page.goto(`${shopUrl}/checkout`);
    await page.getByLabel(/^Purchase Order/).fill(`PO-JOURNEY-${Date.now()}`);
    await page.getByLabel(/^Coupon code/).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).waitFor();
    shownTotal = await payButtonFigure(page);
    expectEqual(shownTotal, WELCOME10_TOTAL, 'Pay button');
    return `Pay ${shownTotal} ($1,021.50 less 10% $102.15)`;
  });

  const walletBefore = await api('GET', `/wallet/${dealer.uid}`, dealer.token);
  await step('a wallet order charges exactly the Pay button', async () => {
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    shownTotal = await payButtonFigure(page);
    expectEqual(shownTotal, WELCOME10_TOTAL, 'Pay button');
    await page.getByRole('button', { name: `Pay ${shownTotal}` }).click();
    await page.getByText('Order placed successfully!').waitFor();
    const [latest] = await api('GET', '/orders/my-orders?take=1&skip=0', dealer.token);
    const order = await api('GET', `/orders/${latest.id}`, dealer.token);
    orderId = order.id;
    const walletAfter = await api('GET', `/wallet/${dealer.uid}`, dealer.token);
    expectEqual(cents(order.total), cents(shownTotal), `order #${order.id} total`);
    expectEqual(cents(walletBefore.balance) - cents(walletAfter.balance), cents(shownTotal), 'wallet balance fall');
    return `Pay ${shownTotal} = charged ${dollars(cents(order.total))} (order #${order.id}: subtotal ${order.subtotal}, discount ${order.discountAmount}, shipping ${order.shippingCost}); balance ${dollars(cents(walletBefore.balance))} -> ${dollars(cents(walletAfter.balance))}`;
  });

  await step('the order first in My Orders, with its 3-decimal unit price', async () => {
    const [latest] = await api('GET', '/orders/my-orders?take=1&skip=0', dealer.token);
    // The lines as the backend recorded them: units (cases and pairs multiplied out), unit price to the mill, line total.
    const recorded = latest.items.map((item) => `${item.product?.name} ${item.variant?.name}: ${item.quantity} x ${mills(item.price)} = ${cents(item.total)}`).sort();
    const expected = [
      `${AURORA.name} ${AURORA.variant}: 12 x ${mills(CASE_UNIT)} = ${cents(CASE_LINE)}`,
      `${PAIR.name} ${PAIR.variant}: 2 x ${mills(PAIR.dealerPrice)} = ${cents(PAIR_LINE)}`,
    ].sort();
    expectEqual(recorded.join('; '), expected.join('; '), `order #${latest.id}'s lines (units x mills = cents)`);
    await page.goto(`${shopUrl}/orders`);
    const number = `ORD-${String(orderId).padStart(4, '0')}`;
    const first = page.getByRole('main').getByRole('link', { name: /ORD-/ }).first();
    await first.waitFor();
    const text = await first.innerText();
    if (!text.includes(number)) throw new Error(`the first order is "${text}", not ${number}`);
    await page.getByRole('main').getByText(shownTotal).first().waitFor();
    const lines = latest.items.map((item) => `${item.quantity} x ${item.price} = ${item.total}`).join(', ');
    return `first: ${number}, ${shownTotal}; recorded lines ${lines}`;
  });

  await step('its detail', async () => {
    await page.goto(`${shopUrl}/orders/${orderId}`);
    const main = page.getByRole('main');
    // The unit price to the mill, next to its line total.
    for (const figure of [CASE_UNIT, CASE_LINE, `$${PAIR.dealerPrice}`, PAIR_LINE, shownTotal]) await main.getByText(figure).first().waitFor();
    return `${CASE_UNIT} x 12 = ${CASE_LINE}, $${PAIR.dealerPrice} x 2 = ${PAIR_LINE}, total ${shownTotal}`;
  });

  await step('the WITHDRAWAL transaction', async () => {
    const [latest] = await api('GET', '/transactions/my-transactions?take=1&skip=0', dealer.token);
    expectEqual(latest.type, 'WITHDRAWAL', 'latest transaction type');
    expectEqual(latest.description, `Order #${orderId}`, 'its description');
    expectEqual(cents(latest.amount), cents(shownTotal), 'its amount');
    await page.goto(`${shopUrl}/transactions`);
    await page.getByRole('main').getByText(`Order #${orderId}`).first().waitFor();
    return `${latest.type} ${dollars(cents(latest.amount))} "${latest.description}"`;
  });

  await step('store collection as the local dealer', async () => {
    const local = await newPage();
    await signIn(local, ACCOUNTS.localDealer);
    await addToCart(local, aurora, 'Single', 1);
    await local.goto(`${shopUrl}/checkout`);
    await local.getByLabel(/^Purchase Order/).fill(`PO-COLLECT-${Date.now()}`);
    await local.getByLabel('Collect from Local Store').check();
    await local.getByRole('radio', { name: /Wallet Credit/ }).check();
    const figure = await payButtonFigure(local);
    expectEqual(figure, SINGLE_AURORA, 'Pay button');
    await local.getByRole('button', { name: `Pay ${figure}` }).click();
    await local.getByText('Order placed successfully!').waitFor();
    const [latest] = await api('GET', '/orders/my-orders?take=1&skip=0', localDealer.token);
    expectEqual(latest.shippingAddress.city, 'Store Collection', 'shipping city');
    expectEqual(cents(latest.total), cents(figure), `order #${latest.id} total`);
    await local.context().close();
    return `order #${latest.id}: Pay ${figure} = charged ${dollars(cents(latest.total))}, shipping ${latest.shippingCost}, city "${latest.shippingAddress.city}"`;
  });

  await step("a card payment answered by the backend's offline error, shown cleanly", async () => {
    await addToCart(page, aurora, 'Single', 1);
    await page.goto(`${shopUrl}/checkout`);
    await page.getByLabel(/^Purchase Order/).fill(`PO-CARD-${Date.now()}`);
    await page.getByRole('radio', { name: /Apple Pay/ }).check();
    const figure = await payButtonFigure(page);
    expectEqual(figure, SINGLE_AURORA, 'Pay button');
    const opened = page.context().waitForEvent('page', { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    await page.getByRole('button', { name: `Pay ${figure}` }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\w/ }).first();
    await alert.waitFor();
    const message = (await alert.innerText()).trim();
    if (await opened) throw new Error('a payment tab opened: the providers are reachable from this backend');
    if (/Exception|\[object|\{|statusCode/.test(message)) throw new Error(`the message shows the wire: "${message}"`);
    await page.getByRole('button', { name: `Pay ${figure}` }).waitFor();
    return `"${message}"; the cart and the Pay ${figure} button stay`;
  });

  await step('the profile shows the balance after paying', async () => {
    const wallet = await api('GET', `/wallet/${dealer.uid}`, dealer.token);
    await page.goto(`${shopUrl}/profile`);
    const expected = shownDollars(cents(wallet.balance));
    await page.getByRole('main').getByRole('region', { name: 'Available Credit' }).getByText(expected, { exact: true }).waitFor();
    return `Available Credit ${expected} = GET /wallet balance`;
  });

  // Reopened on the cart, the session restores from GET /user alone, whose wallet figures the backend keeps two
  // minutes: the next screen's refresh must read the wallet itself.
  await step('reopened on the cart, the profile then shows the balance read fresh', async () => {
    const wallet = await api('GET', `/wallet/${dealer.uid}`, dealer.token);
    await page.goto(`${shopUrl}/cart`);
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await page.getByRole('link', { name: /^Profile, / }).click();
    const expected = shownDollars(cents(wallet.balance));
    await page.getByRole('main').getByRole('region', { name: 'Available Credit' }).getByText(expected, { exact: true }).waitFor();
    return `Available Credit ${expected} = GET /wallet balance`;
  });

  let draftName = '';
  let draftId = null;
  await step(`a 3-line cart saved as a draft with PO ${DRAFT_PO}`, async () => {
    await emptyCart(page);
    await addToCart(page, aurora, 'Case of 12', 1);
    await addToCart(page, pair, 'Pair', 1);
    await addToCart(page, comet, 'Single', 2);
    await page.goto(`${shopUrl}/cart`);
    await page.getByRole('main').getByText(DRAFT_TOTAL).first().waitFor();
    draftName = `Riverside job ${Date.now()}`;
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as draft' });
    await dialog.getByLabel(/^Name/).fill(draftName);
    await dialog.getByLabel('Purchase order').fill(DRAFT_PO);
    await dialog.getByLabel('Notes').fill('Deliver to the Riverside site office');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(`Saved ${draftName} to your saved orders`).waitFor();
    const [saved] = await api('GET', '/saved-orders/my?take=1&skip=0', dealer.token);
    expectEqual(saved?.name, draftName, 'newest saved order');
    expectEqual(saved.paymentOrder, DRAFT_PO, 'its paymentOrder');
    expectEqual(saved.items.length, 3, 'its lines');
    draftId = saved.id;
    const lines = saved.items.map((item) => `${item.quantity} ${item.quantityType} ${item.name} at ${item.price}`).join('; ');
    return `saved order #${saved.id} "${saved.name}", PO ${saved.paymentOrder}: ${lines}`;
  });

  await step('found in Saved orders at its exact total', async () => {
    await emptyCart(page);
    await page.goto(`${shopUrl}/saved-orders`);
    const row = page.getByRole('main').getByRole('list', { name: 'Saved orders' }).getByRole('listitem').filter({ hasText: draftName });
    await row.getByText(DRAFT_TOTAL, { exact: true }).waitFor();
    await row.getByText('3 lines', { exact: true }).waitFor();
    await row.getByText(`PO ${DRAFT_PO}`, { exact: true }).waitFor();
    return `"${draftName}": 3 lines, ${DRAFT_TOTAL}, PO ${DRAFT_PO}`;
  });

  await step(`used in an empty cart, checked out with PO ${DRAFT_PO} prefilled`, async () => {
    await page.goto(`${shopUrl}/saved-orders/${draftId}`);
    await page.getByRole('heading', { name: draftName, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Use this order' }).click();
    await page.waitForURL(/\/checkout$/);
    expectEqual(await page.getByLabel(/^Purchase Order/).inputValue(), DRAFT_PO, 'Purchase Order at checkout');
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    const figure = await payButtonFigure(page);
    expectEqual(figure, DRAFT_TOTAL, 'Pay button');
    await page.getByRole('button', { name: `Pay ${figure}` }).click();
    await page.getByText('Order placed successfully!').waitFor();
    const [latest] = await api('GET', '/orders/my-orders?take=1&skip=0', dealer.token);
    expectEqual(latest.paymentOrder, DRAFT_PO, `order #${latest.id} paymentOrder`);
    expectEqual(cents(latest.total), cents(DRAFT_TOTAL), `order #${latest.id} total`);
    return `order #${latest.id}: PO ${latest.paymentOrder}, Pay ${figure} = charged ${dollars(cents(latest.total))}`;
  });

  await step('the draft deleted from its page is gone (GET answers 404)', async () => {
    await page.goto(`${shopUrl}/saved-orders/${draftId}`);
    await page.getByRole('heading', { name: draftName, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete saved order?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Deleted ${draftName}`).waitFor();
    const left = await api('GET', '/saved-orders/my', dealer.token);
    if (left.some((saved) => saved.id === draftId)) throw new Error(`saved order #${draftId} is still listed`);
    const answer = await fetch(`${options.api}/saved-orders/${draftId}`, { headers: { Authorization: `Bearer ${dealer.token}` } });
    expectEqual(answer.status, 404, `GET /saved-orders/${draftId}`);
    return `saved order #${draftId}: DELETE, then GET ${answer.status}; ${left.length} left in the list`;
  });
  await page.context().close();

  // With no signal, as on a job site: the dealer's device keeps what it read (per account, in IndexedDB), and a draft
  // saved offline is kept on the device, then sent once when the signal returns (docs/offline.md).
  const device = await newPage();
  const offlineDraft = `${OFFLINE_DRAFT} ${Date.now()}`;
  // The drafts the backend answered (a save tried with no signal fails in the browser and is kept on the device).
  const draftSaves = [];
  device.context().on('response', (answer) => {
    if (answer.request().method() === 'POST' && new URL(answer.url()).pathname.endsWith('/saved-orders')) draftSaves.push(answer.status());
  });
  const deviceMain = device.getByRole('main');
  await step(`signed in and reloaded online, ${AURORA.name} is the backend's own dealer price, with no "as of"`, async () => {
    await signIn(device, ACCOUNTS.dealer);
    await appKept(device);
    await device.goto(`${shopUrl}/product/${aurora.id}`);
    await deviceMain.getByLabel(`Price $${AURORA.dealerPrice} per unit`, { exact: true }).waitFor();
    // The reload's first screen asks for the product with the stored sign-in, beside GET /user.
    const read = device.waitForResponse((answer) => answer.request().method() === 'GET' && new URL(answer.url()).pathname.endsWith(`/products/${aurora.id}`));
    await device.reload();
    const answer = await read;
    const carried = answer.request().headers().authorization?.startsWith('Bearer ') ? 'a token' : 'no token';
    const variant = (await answer.json())?.variants?.find((each) => each.sku === AURORA.sku);
    expectEqual(carried, 'a token', `the reload's GET /products/${aurora.id}`);
    expectEqual(answer.status(), 200, `the reload's GET /products/${aurora.id}`);
    expectEqual(mills(variant?.dealerPrice), mills(AURORA.dealerPrice), `its ${AURORA.sku} dealerPrice in mills`);
    await deviceMain.getByLabel(`Price $${AURORA.dealerPrice} per unit`, { exact: true }).waitFor();
    expectEqual(await deviceMain.getByText(/^Prices as of/).count(), 0, '"Prices as of" notes online');
    return `GET /products/${aurora.id} with ${carried}: ${answer.status()}, ${AURORA.sku} dealerPrice ${variant.dealerPrice}; shown $${AURORA.dealerPrice} per unit`;
  });

  await step(`with no signal, ${AURORA.name} reloads from the device at the dealer's price, "Prices as of" when it was read`, async () => {
    // A Quick Order run online first, as a buyer would before leaving: the SKU index reads the list pages, which the
    // device keeps for a Quick Order with no signal (docs/quick-order.md).
    await device.goto(`${shopUrl}/quick-order`);
    await device.getByLabel('Paste SKUs and quantities').fill(`${AURORA.sku}\t1`);
    await device.getByRole('button', { name: 'Review lines', exact: true }).click();
    await deviceMain.getByRole('region', { name: 'Review' }).getByText(`Total $${AURORA.dealerPrice}`, { exact: true }).waitFor();
    await device.goto(`${shopUrl}/product/${aurora.id}`);
    await deviceMain.getByLabel(`Price $${AURORA.dealerPrice} per unit`, { exact: true }).waitFor();
    const kept = (await keptAnswers(device)).find((each) => each.request === `/products/${aurora.id}` && each.account === dealer.uid);
    if (!kept) throw new Error(`the device keeps no /products/${aurora.id} for the dealer (${dealer.uid})`);
    await setSignal(device, false);
    await device.reload();
    await deviceMain.getByRole('heading', { name: AURORA.name, level: 1 }).waitFor();
    await deviceMain.getByLabel(`Price $${AURORA.dealerPrice} per unit`, { exact: true }).waitFor();
    const note = await pricesAsOf(device, kept.readAt);
    await deviceMain.getByText(note, { exact: true }).waitFor();
    return `offline reload: Price $${AURORA.dealerPrice} per unit, "${note}" (kept /products/${aurora.id} for ${dealer.uid})`;
  });

  await step(`Quick Order with no signal: ${OFFLINE_QUANTITY} ${AURORA.sku} kept as a draft, "Not yet saved to your account"`, async () => {
    await device.goto(`${shopUrl}/quick-order`);
    await device.getByLabel('Paste SKUs and quantities').fill(`${AURORA.sku}\t${OFFLINE_QUANTITY}`);
    await device.getByRole('button', { name: 'Review lines', exact: true }).click();
    const review = deviceMain.getByRole('region', { name: 'Review' });
    await review.getByText(`Total ${OFFLINE_TOTAL}`, { exact: true }).waitFor();
    await deviceMain.getByText(/^Prices as of /).first().waitFor();
    await review.getByRole('button', { name: 'Add 1 line to cart', exact: true }).click();
    await device.getByRole('banner').getByRole('link', { name: 'Cart, 1 line' }).click();
    await deviceMain.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await deviceMain.getByText(OFFLINE_TOTAL).first().waitFor();
    await deviceMain.getByRole('button', { name: 'Save as draft' }).click();
    const dialog = device.getByRole('dialog', { name: 'Save as draft' });
    await dialog.getByLabel(/^Name/).fill(offlineDraft);
    await dialog.getByLabel('Purchase order').fill(OFFLINE_PO);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await device.getByText(`Kept ${offlineDraft} on this device: it will be saved to your account when the signal returns`, { exact: true }).waitFor();
    await device.goto(`${shopUrl}/saved-orders`);
    await deviceMain.getByRole('link', { name: offlineDraft }).waitFor();
    await deviceMain.getByText('Not yet saved to your account', { exact: true }).waitFor();
    const onAccount = (await api('GET', '/saved-orders/my', dealer.token)).filter((saved) => saved.name === offlineDraft);
    expectEqual(onAccount.length, 0, 'saved orders of that name on the account while offline');
    return `"${offlineDraft}": ${OFFLINE_QUANTITY} x $${AURORA.dealerPrice} = ${OFFLINE_TOTAL}, PO ${OFFLINE_PO}, on the device only`;
  });

  /** The dealer's saved orders of the offline draft's name, as the backend lists them, checked line by line. */
  async function offlineDraftOnAccount() {
    const found = (await api('GET', '/saved-orders/my', dealer.token)).filter((saved) => saved.name === offlineDraft);
    expectEqual(found.length, 1, `GET /saved-orders/my entries named "${offlineDraft}"`);
    const [saved] = found;
    expectEqual(saved.paymentOrder, OFFLINE_PO, `saved order #${saved.id}'s paymentOrder`);
    const lines = saved.items.map((item) => `${item.productId}/${item.variantId} ${item.quantity} ${item.quantityType} at ${mills(item.price)}`);
    expectEqual(lines.join('; '), `${aurora.id}/${aurora.variantId} ${OFFLINE_QUANTITY} SINGLE at ${mills(AURORA.dealerPrice)}`, `saved order #${saved.id}'s lines (product/variant quantity type at mills)`);
    return saved;
  }

  let offlineDraftId = null;
  await step('back online, the draft reaches GET /saved-orders/my once, with its line and quantity', async () => {
    await device.context().setOffline(false);
    // After a reload with no signal the browser reads online already and fires no event: the shop's own check, every
    // 10 seconds while offline, finds the signal (service-worker-shell.ts).
    await device.getByText(`Saved ${offlineDraft} to your account`, { exact: true }).waitFor({ timeout: 30_000 }).catch(async () => {
      const shown = (await device.getByRole('status').allInnerTexts()).join(' | ');
      const onDevice = await device.getByRole('main').getByText('Not yet saved to your account', { exact: true }).count();
      throw new Error(`no "Saved ${offlineDraft} to your account" 30 s after the signal returned (status: ${shown || 'none'}; ${onDevice} draft(s) still marked not yet saved)`);
    });
    const saved = await offlineDraftOnAccount();
    offlineDraftId = saved.id;
    const [item] = saved.items;
    return `saved order #${saved.id} "${saved.name}", PO ${saved.paymentOrder}: ${item.quantity} ${item.quantityType} ${item.name} ${item.variantName} at ${item.price}`;
  });

  await step('offline and online twice more, then reloaded: still exactly once', async () => {
    for (let again = 0; again < 2; again += 1) {
      await setSignal(device, false);
      await setSignal(device, true);
    }
    await device.reload();
    await deviceMain.getByRole('link', { name: offlineDraft }).waitFor();
    expectEqual(await deviceMain.getByRole('link', { name: offlineDraft }).count(), 1, `Saved orders' rows named "${offlineDraft}"`);
    expectEqual(await deviceMain.getByText('Not yet saved to your account', { exact: true }).count(), 0, '"Not yet saved to your account" notes');
    const waiting = await device.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('drafts-not-yet-saved:') && localStorage.getItem(key) !== '[]'));
    expectEqual(waiting.length, 0, 'outboxes on the device still holding drafts');
    const saved = await offlineDraftOnAccount();
    expectEqual(saved.id, offlineDraftId, 'its id');
    expectEqual(draftSaves.join(', '), '201', 'POST /saved-orders answered by the backend');
    return `saved order #${saved.id} listed once; 1 POST /saved-orders in all; nothing left on the device to send`;
  });
  await device.context().close();

  await step('the offline drafts deleted through the API (a re-run starts clean)', async () => {
    const mine = (await api('GET', '/saved-orders/my?take=100&skip=0', dealer.token)).filter((saved) => saved.name.startsWith(`${OFFLINE_DRAFT} `));
    for (const saved of mine) await api('DELETE', `/saved-orders/${saved.id}`, dealer.token);
    const left = (await api('GET', '/saved-orders/my?take=100&skip=0', dealer.token)).filter((saved) => saved.name.startsWith(`${OFFLINE_DRAFT} `));
    expectEqual(left.length, 0, `saved orders named "${OFFLINE_DRAFT} …" left`);
    if (offlineDraftId !== null) {
      const answer = await fetch(`${options.api}/saved-orders/${offlineDraftId}`, { headers: { Authorization: `Bearer ${dealer.token}` } });
      expectEqual(answer.status, 404, `GET /saved-orders/${offlineDraftId}`);
    }
    return `deleted ${mine.map((saved) => `#${saved.id}`).join(', ') || 'none'}; none of that name left`;
  });
} catch (error) {
  results.push(false);
  console.log(`FAIL  setting up: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  await preview?.close();
}

const failed = results.filter((passed) => !passed).length;
console.log(failed === 0 ? `JOURNEY PASSED (${results.length} steps)` : `JOURNEY FAILED (${failed} of ${results.length} steps)`);
process.exit(failed === 0 ? 0 : 1);
