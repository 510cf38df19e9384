import Typography from '@mui/material/Typography';
import { startingPrice } from '../../application/catalog/product-offer';
import type { Role } from '../../domain/accounts/role';
import type { Product } from '../../domain/catalog/catalog';
import { formatUnitPrice } from '../../domain/shared/money';

/** A signed-in buyer's "from $X" on a card: a chunk a signed-out visitor never loads. */
export function BuyerCardPrice({ product, role }: { product: Product; role: Role }) {
  const price = startingPrice(product, role);
  if (!price) return null;
  return (
    <Typography variant="body1" sx={{ fontWeight: 700, color: 'primary.main' }}>
      {product.variants.length > 1 ? 'From ' : ''}
      {formatUnitPrice(price)}
      <Typography component="span" variant="body2" color="textSecondary">
        {' '}
        / unit
      </Typography>
    </Typography>
  );
}
