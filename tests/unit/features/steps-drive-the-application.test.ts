import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The Gherkin steps drive the shop through its application layer, as the screens do: they never import a screen,
 * and they reach the rules of prices, coupons, shipping and totals through the application's services and
 * machines, never by calling the domain's rule modules themselves (their types may be named).
 */
const SCREENS = 'src/ui/';
/** The domain's modules that work out prices, units, shipping, coupons and totals (not their words or messages). */
const RULES_REACHED_THROUGH_THE_APPLICATION = [
  'src/domain/pricing/pricing',
  'src/domain/coupons/coupon',
  'src/domain/checkout/order-summary',
  'src/domain/checkout/totals',
];

function typeScriptUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptUnder(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

interface Import {
  /** The imported file, from the repository's root ('src/ui/shared/x'); a package keeps its name. */
  readonly target: string;
  /** Only types are imported: nothing runs. */
  readonly typesOnly: boolean;
}

function importsOf(file: string, source: string): Import[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined, typesOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const name = specifier.text;
    const target = name.startsWith('.') ? relative('.', resolve(dirname(file), name)).split('\\').join('/') : name;
    found.push({ target, typesOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly || (clause.name === undefined && named !== undefined && named.length > 0 && named.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier, typesOnly);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** What a file of the features imports that the rule above forbids, one line each. */
function forbiddenImports(file: string, source: string): string[] {
  return importsOf(file, source).flatMap(({ target, typesOnly }) => {
    if (target.startsWith(SCREENS)) return [`${file} imports the screen code ${target}`];
    const rules = RULES_REACHED_THROUGH_THE_APPLICATION.includes(target.replace(/\.(ts|js)$/, ''));
    return rules && !typesOnly ? [`${file} calls the domain's rules in ${target} (go through src/application)`] : [];
  });
}

describe('the Gherkin steps drive the application layer', () => {
  const files = typeScriptUnder('features');

  it('finds the step definitions and their support', () => {
    expect(files).toContain(join('features', 'step_definitions', 'checkout.steps.ts'));
    expect(files).toContain(join('features', 'support', 'world.ts'));
  });

  it.each(files)('%s imports no screen code and calls no domain rule of prices, coupons, shipping or totals', (file) => {
    expect(forbiddenImports(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('catches a screen import, a rule called from the domain and a dynamic import, and lets types through', () => {
    const file = join('features', 'step_definitions', 'example.steps.ts');
    const source = [
      "import { readChosenFile } from '../../src/ui/shared/read-chosen-file';",
      "import { applyCoupon, type Coupon } from '../../src/domain/coupons/coupon';",
      "import type { OrderSummary } from '../../src/domain/checkout/order-summary';",
      "import { type ShippingPolicy } from '../../src/domain/pricing/pricing';",
      "import { summaryOf } from '../../src/application/checkout/checkout';",
      "import { checkoutMessages } from '../../src/domain/checkout/shipping-address';",
      "const pricing = () => import('../../src/domain/pricing/pricing');",
    ].join('\n');
    expect(forbiddenImports(file, source)).toEqual([
      `${file} imports the screen code src/ui/shared/read-chosen-file`,
      `${file} calls the domain's rules in src/domain/coupons/coupon (go through src/application)`,
      `${file} calls the domain's rules in src/domain/pricing/pricing (go through src/application)`,
    ]);
  });
});
