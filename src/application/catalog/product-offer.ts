import type { Role } from '../../domain/accounts/role';
import type { CartItem } from '../../domain/cart/cart';
import { imagesOf, type Product, type Variant } from '../../domain/catalog/catalog';
import {
  caseDiscountApplies,
  effectiveUnitPrice,
  isPairProduct,
  lineTotal,
  productPageShipping,
  unitPriceForRole,
  unitsFor,
  type PricedLine,
  type QuantityType,
  type ShippingPolicy,
} from '../../domain/pricing/pricing';
import { minimum, type Money } from '../../domain/shared/money';

export interface OfferSelection {
  readonly variantId: string | null;
  readonly quantityType: QuantityType;
  readonly quantity: number;
}

export interface ProductOffer {
  readonly variant: Variant | undefined;
  readonly images: readonly string[];
  /** Per unit, to the mill: the case price whenever the units are whole cases. */
  readonly unitPrice: Money;
  readonly caseDiscountApplied: boolean;
  readonly units: number;
  readonly lineTotal: Money;
  readonly shipping: Money;
  readonly isPair: boolean;
  readonly canOrderByCase: boolean;
}

export function selectedVariant(product: Product, variantId: string | null): Variant | undefined {
  return product.variants.find((variant) => variant.id === variantId) ?? product.variants[0];
}

/** The chosen variant and the line it makes at the buyer's price: what the offer and the cart line both start from. */
function pricedSelection(product: Product, selection: OfferSelection, role: Role): { variant: Variant; line: PricedLine } | null {
  const variant = selectedVariant(product, selection.variantId);
  if (!variant?.prices) return null;
  return {
    variant,
    line: {
      unitPrice: unitPriceForRole(variant.prices, role),
      quantity: selection.quantity,
      quantityType: product.allowCaseOrder ? selection.quantityType : 'SINGLE',
      caseSize: product.caseSize,
      allowCaseOrder: product.allowCaseOrder,
      isPairProduct: isPairProduct(product.name),
    },
  };
}

/** What the product page shows for the buyer's role and choices, shipping as the deployment charges it; null without a variant or its prices. */
export function productOffer(product: Product, selection: OfferSelection, role: Role, shipping: ShippingPolicy): ProductOffer | null {
  const priced = pricedSelection(product, selection, role);
  if (!priced) return null;
  const { variant, line } = priced;
  const total = lineTotal(line);
  return {
    variant,
    images: imagesOf(product, variant),
    unitPrice: effectiveUnitPrice(line),
    caseDiscountApplied: caseDiscountApplies(line),
    units: unitsFor(line),
    lineTotal: total,
    shipping: productPageShipping(total, shipping),
    isPair: line.isPairProduct,
    canOrderByCase: product.allowCaseOrder,
  };
}

/** The lowest single-unit price among variants, for "from $X" on cards; null when none came priced. */
export function startingPrice(product: Product, role: Role): Money | null {
  const [first, ...rest] = product.variants.flatMap((variant) => (variant.prices ? [unitPriceForRole(variant.prices, role)] : []));
  return first ? minimum([first, ...rest]) : null;
}

export function cartItemFor(product: Product, selection: OfferSelection, role: Role): CartItem | null {
  const priced = pricedSelection(product, selection, role);
  if (!priced) return null;
  const { variant, line } = priced;
  return {
    productId: product.id,
    variantId: variant.id,
    quantity: line.quantity,
    quantityType: line.quantityType,
    name: product.name,
    variantName: variant.name,
    sku: variant.sku,
    image: imagesOf(product, variant)[0] ?? null,
    price: line.unitPrice,
    caseSize: line.caseSize,
    allowCaseOrder: line.allowCaseOrder,
    isPairProduct: line.isPairProduct,
  };
}
