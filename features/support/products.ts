import { aProduct, aVariant } from '../../tests/support/mothers';
import type { Product } from '../../src/domain/catalog/catalog';
import type { Money } from '../../src/domain/shared/money';

export interface ScenarioProduct {
  readonly name: string;
  readonly variant?: string;
  /** What one single unit costs the buyer: the same for every account type, so the buyer's role does not matter. */
  readonly unitPrice: Money;
  readonly caseSize: number;
  readonly allowCaseOrder: boolean;
}

export const productIdOf = (product: string): string => `product:${product}`;
export const variantIdOf = (product: string, variant: string): string => `variant:${product}/${variant}`;

/** A product a scenario makes up, as the catalogue would send it to a signed-in buyer. */
export function productOf({ name, variant = 'Standard', unitPrice, caseSize, allowCaseOrder }: ScenarioProduct): Product {
  return aProduct({
    id: productIdOf(name),
    name,
    caseSize,
    allowCaseOrder,
    variants: [
      aVariant({
        id: variantIdOf(name, variant),
        name: variant,
        sku: null,
        price: unitPrice,
        dealerPrice: unitPrice,
        distributorPrice: unitPrice,
        contractorPrice: unitPrice,
      }),
    ],
  });
}
