// Every captured answer of the real backend is read through the adapter it belongs to, or listed in NEVER_ASKED
// with why the shop never asks for it. "Read" is a `replay(name)` of mockBackend() in an adapter's contract test
// (*.http.test.ts): that helper fails its test unless a request asked for the answer (http-fixtures.ts).
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CONTRACT = 'tests/contract';
const FIXTURES = `${CONTRACT}/fixtures/real-backend`;

/** Captured answers whose request the shop never sends: nothing of the shop reads them. */
const NEVER_ASKED: Readonly<Record<string, string>> = {
  'coupons-validate-unknown-field': 'the shop sends {couponCode, orderAmount} only, never cartId or other fields',
  'coupons-validate-wrong-fields': 'the shop sends couponCode and a numeric orderAmount, never code with a string amount',
  'forgot-password-empty': 'the shop always sends {email}, and its form needs an address; this request had no field at all',
  'orders-create-authorize-net-distributor': 'the shop never pays by AUTHORIZE_NET (its gateways: WALLET, STRIPE, PAYPAL)',
  'orders-create-bad-gateway': 'gateway CARD: the shop sends only WALLET, STRIPE or PAYPAL',
  'orders-create-empty-body': 'the shop always sends items, an address and a gateway',
  'orders-create-malformed-json': 'the shop sends its body as JSON it made itself, never cut short',
  'orders-create-no-variant': 'every line the shop sends names its variant',
  'orders-create-productid-string': 'the adapter sends numeric ids and refuses a non-numeric one before any call',
  'orders-create-shipping-null': 'the shop sends an address, or the collection address for a store collection, never null',
  'orders-create-zero-quantity': 'a cart line holds at least one; the shop never sends quantity 0',
  'orders-detail-non-numeric': 'the adapter refuses a non-numeric order id before any call (not found)',
  'orders-my-dealer-q': 'the shop never sends q: its search runs over the latest orders (orders-my-dealer-search)',
  'products-detail-non-numeric': 'the adapter refuses a non-numeric product id before any call (not found)',
  'products-list-bad-take': 'take is always a number the shop sets',
  'products-list-page-param-dropped': 'the shop pages with skip and take, never page',
  'products-list-search-param-dropped': 'the shop searches with q, never search',
  'saved-orders-create-empty-variant-name': 'the adapter sends NO_VARIANT_NAME for a line without one, never an empty name',
  'saved-orders-delete-non-numeric': 'the adapter refuses a non-numeric saved-order id before any call (not found)',
  'saved-orders-detail-non-numeric': 'the adapter refuses a non-numeric saved-order id before any call (not found)',
  'saved-orders-update-non-numeric': 'the adapter refuses a non-numeric saved-order id before any call (not found)',
  'unknown-route': 'no adapter asks for GET /nope',
  'user-by-id': 'the shop reads the signed-in profile with GET /user, never GET /user/{id}',
  'user-patch-bad-gender': 'gender "other": the shop sends one of Male, Female, Prefer not to say',
  'user-patch-json': 'the shop sends PATCH /user as multipart form data, never JSON',
  'wallet-none': 'signed out, the shop knows no account id, so it asks for no wallet',
  'wallet-other-user': 'the shop reads only the signed-in buyer’s own wallet',
  'wallet-repay-authorize-net': 'the shop never repays by AUTHORIZE_NET (repayment: STRIPE or PAYPAL)',
  'wallet-repay-bad-gateway': 'gateway CARD: the shop repays only by STRIPE or PAYPAL',
  'wallet-repay-string-amount': 'the adapter sends the amount as a JSON number, never a string',
  'wallet-repay-wallet': 'repayment never goes through the WALLET it repays (REPAYMENT_METHODS)',
  'wallet-repay-zero': 'with nothing due the Pay button of the repayment is disabled: the shop never sends 0',
};

const captured = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

interface Replay {
  readonly names: readonly string[];
  /** Where the name could not be read from the source, file:line. */
  readonly unreadable?: string;
}

/** The string of a literal, or undefined. */
const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

/**
 * The fixture names a `replay(...)` call serves: a literal, or a parameter fed by a table of literals
 * (`it.each([[name, ...], ...])(title, (name, ...) => ...)` or `for (const name of ['a', 'b'])`).
 */
function namesOf(call: ts.CallExpression, file: ts.SourceFile): Replay {
  const argument = call.arguments[0];
  const where = `${file.fileName}:${file.getLineAndCharacterOfPosition(call.getStart(file)).line + 1}`;
  const direct = literal(argument);
  if (direct !== undefined) return { names: [direct] };
  if (!argument || !ts.isIdentifier(argument)) return { names: [], unreadable: where };
  for (let node: ts.Node = call; node.parent; node = node.parent) {
    const parent = node.parent;
    if (ts.isForOfStatement(parent) && node === parent.statement && ts.isVariableDeclarationList(parent.initializer)) {
      const [declared] = parent.initializer.declarations;
      if (declared && ts.isIdentifier(declared.name) && declared.name.text === argument.text && ts.isArrayLiteralExpression(parent.expression)) {
        const names = parent.expression.elements.map(literal);
        return names.every((name) => name !== undefined) ? { names: names as string[] } : { names: [], unreadable: where };
      }
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      const index = node.parameters.findIndex((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === argument.text);
      if (index < 0) continue;
      const each = ts.isCallExpression(parent) ? parent.expression : undefined;
      const table = each && ts.isCallExpression(each) && ts.isPropertyAccessExpression(each.expression) && each.expression.name.text === 'each' ? each.arguments[0] : undefined;
      if (!table || !ts.isArrayLiteralExpression(table)) return { names: [], unreadable: where };
      const names = table.elements.map((row) => (ts.isArrayLiteralExpression(row) ? literal(row.elements[index]) : index === 0 ? literal(row) : undefined));
      return names.every((name) => name !== undefined) ? { names: names as string[] } : { names: [], unreadable: where };
    }
  }
  return { names: [], unreadable: where };
}

/** Every fixture name each adapter contract test replays, and any replay whose name is not readable. */
function replays(): { read: Set<string>; unreadable: string[] } {
  const read = new Set<string>();
  const unreadable: string[] = [];
  for (const fileName of readdirSync(CONTRACT).filter((name) => name.endsWith('.http.test.ts'))) {
    const path = `${CONTRACT}/${fileName}`;
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      // A skipped test reads nothing, though its replay is in the source.
      if (ts.isPropertyAccessExpression(node) && ['skip', 'todo', 'skipIf', 'runIf'].includes(node.name.text) && /^(it|test|describe)\b/.test(node.expression.getText(file))) {
        unreadable.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1} (${node.getText(file)})`);
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'replay') {
        const found = namesOf(node, file);
        if (found.unreadable) unreadable.push(found.unreadable);
        for (const name of found.names) read.add(name);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { read, unreadable };
}

describe('every captured answer of the real backend', () => {
  const { read, unreadable } = replays();

  it('is replayed under a name the source spells out, in a test that runs', () => {
    expect(unreadable).toEqual([]);
  });

  it('is read through its adapter in a contract test, or listed as never asked for', () => {
    expect(captured.filter((name) => !read.has(name) && !(name in NEVER_ASKED))).toEqual([]);
  });

  it('is either read or never asked for, not both, and each listed one exists with a reason', () => {
    expect(Object.keys(NEVER_ASKED).filter((name) => read.has(name))).toEqual([]);
    expect(Object.keys(NEVER_ASKED).filter((name) => !captured.includes(name))).toEqual([]);
    expect(Object.entries(NEVER_ASKED).filter(([, why]) => why.trim() === '')).toEqual([]);
  });

  it('names only captured answers', () => {
    expect([...read.keys()].filter((name) => !captured.includes(name))).toEqual([]);
  });
});
