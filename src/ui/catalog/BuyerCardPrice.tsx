import Typography from '@mui/material/Typography';
import { startingPrice } from '../../application/catalog/product-offer';
import type { Role } from '../../domain/accounts/role';
import type { Product } from '../../domain/catalog/catalog';
import { formatUnitPrice } from '../../domain/shared/money';
import { isPairProduct } from '../../domain/pricing/pricing';
import { unitNoun } from '../../domain/pricing/unit-wording';

/** A signed-in buyer's "From $X per unit" ("per fixture" for a pair product) on a card: a chunk a signed-out visitor never loads. */
export function BuyerCardPrice({ product, role }: { product: Product; role: Role }) {
  const price = startingPrice(product, role);
  if (!price) return null;
  return (
    <Typography variant="body1" sx={{ fontWeight: 700, color: 'primary.main' }}>
      {product.variants.length > 1 ? 'From ' : ''}
      {formatUnitPrice(price)}
      <Typography component="span" variant="body2" color="textSecondary">
        {` per ${unitNoun(isPairProduct(product.name))}`}
      </Typography>
    </Typography>
  );
}
