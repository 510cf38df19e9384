import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { cartItemFor, productOffer, type OfferSelection } from '../../application/catalog/product-offer';
import type { Role } from '../../domain/accounts/role';
import type { Product } from '../../domain/catalog/catalog';
import type { QuantityType } from '../../domain/pricing/pricing';
import { readQuantity } from '../../domain/cart/quantity';
import { priceInWords, pricePhrases, quantityFieldLabel, quantityInWords } from '../../domain/pricing/unit-wording';
import { formatMoney, isZero } from '../../domain/shared/money';
import { useServices } from '../app/services-context';
import { OptionalPart } from '../shared/OptionalPart';
import { useBuyerServices } from '../shared/use-buyer-services';
import { QuantityStepper } from './QuantityStepper';

type SelectionChange = (next: Partial<OfferSelection>) => void;

const ADD_TO_CART_STYLE = { mt: 2.5, minWidth: 220 } as const;

function AddToCartButton({ product, selection, role, disabled }: { product: Product; selection: OfferSelection; role: Role; disabled: boolean }) {
  const { cart } = useBuyerServices();
  function addToCart() {
    const item = cartItemFor(product, selection, role);
    if (item) cart.send({ type: 'ADD', item });
  }
  return (
    <Button variant="contained" size="large" onClick={addToCart} sx={ADD_TO_CART_STYLE} disabled={disabled}>
      Add to Cart
    </Button>
  );
}

/** A signed-in buyer's price, unit and quantity choices and Add to Cart: a chunk a signed-out visitor never loads. */
export function PricedOffer({ product, selection, onSelect, role }: { product: Product; selection: OfferSelection; onSelect: SelectionChange; role: Role }) {
  const { shipping } = useServices().info;
  // The field's text as typed: the selection keeps the last quantity that keeps the rule.
  const [entry, setEntry] = useState(() => String(selection.quantity));
  const offer = productOffer(product, selection, role, shipping);
  if (!offer) return null;
  const entryValid = readQuantity(entry).valid;
  function typeQuantity(text: string) {
    setEntry(text);
    const reading = readQuantity(text);
    if (reading.valid) onSelect({ quantity: reading.quantity });
  }
  const singleLabel = offer.isPair ? 'Pair' : 'Single';
  const quantityType = offer.canOrderByCase ? selection.quantityType : 'SINGLE';
  const line = { quantity: selection.quantity, quantityType, caseSize: product.caseSize, isPairProduct: offer.isPair };
  const price = { unitPrice: offer.unitPrice, quantityType, caseSize: product.caseSize, isPairProduct: offer.isPair };
  const phrases = pricePhrases(price);
  // While the entry breaks the rule, no figure is shown for a quantity the buyer did not type.
  const notWorkedOut = '—';
  // The same button, disabled, while the cart loads (it is fetched at sign-in) or if it cannot: the price shows at once.
  const cartNotReady = (
    <Button variant="contained" size="large" disabled sx={ADD_TO_CART_STYLE}>
      Add to Cart
    </Button>
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minHeight: 40 }}>
        {/* An output: the price follows the buyer's choices, and its changes are announced. */}
        <Typography
          id="unit-price"
          variant="h2"
          component="output"
          aria-label={`Price ${priceInWords(price)}`}
          sx={{ color: 'primary.main', display: 'block' }}
        >
          {phrases.unitPrice}
          <Typography component="span" color="textSecondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {' '}
            {phrases.perUnit}
          </Typography>
        </Typography>
        {offer.caseDiscountApplied && <Chip label="5% OFF Applied" color="success" size="small" />}
      </Box>
      {phrases.perGroup && (
        <Typography variant="body2" color="textSecondary">
          {phrases.perGroup}
        </Typography>
      )}
      {offer.isPair && (
        <Typography variant="body2" color="textSecondary">
          Sold in pairs: each pair holds 2 fixtures.
        </Typography>
      )}
      {offer.canOrderByCase && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} id="unit-label">
            Unit of measure
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={selection.quantityType}
            onChange={(_, value: QuantityType | null) => value && onSelect({ quantityType: value })}
            aria-labelledby="unit-label"
          >
            <ToggleButton value="SINGLE">{singleLabel}</ToggleButton>
            <ToggleButton value="CASE">Case of {product.caseSize}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} aria-hidden>
          {quantityFieldLabel(quantityType, offer.isPair)}
        </Typography>
        <QuantityStepper value={selection.quantity} entry={entry} onEntry={typeQuantity} label={quantityFieldLabel(quantityType, offer.isPair)} />
      </Box>
      <Box
        component="dl"
        sx={{ mt: 2, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, maxWidth: 360, '& dd': { m: 0 } }}
      >
        <Typography component="dt" variant="body2" color="textSecondary">Adding</Typography>
        <Typography component="dd" variant="body2">{entryValid ? quantityInWords(line) : notWorkedOut}</Typography>
        <Typography component="dt" variant="body2" color="textSecondary">Line total</Typography>
        <Typography component="dd" variant="body2" sx={{ fontWeight: 700 }}>{entryValid ? formatMoney(offer.lineTotal) : notWorkedOut}</Typography>
        <Typography component="dt" variant="body2" color="textSecondary">Shipping estimate</Typography>
        <Typography component="dd" variant="body2">{isZero(offer.shipping) ? 'Free' : formatMoney(offer.shipping)}</Typography>
      </Box>
      <OptionalPart fallback={cartNotReady}>
        <Suspense fallback={cartNotReady}>
          <AddToCartButton product={product} selection={selection} role={role} disabled={!entryValid} />
        </Suspense>
      </OptionalPart>
    </Box>
  );
}
