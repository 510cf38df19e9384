import Box from '@mui/material/Box';
import type { Product } from '../../domain/catalog/catalog';
import { ProductCard } from './ProductCard';
import { productRowSx } from './ProductSkeletons';

/** A horizontally scrolling row of up to 8 products. */
export function ProductRow({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <Box component="ul" sx={productRowSx} aria-label={label}>
      {products.map((product) => (
        <Box component="li" key={product.id}>
          <ProductCard product={product} />
        </Box>
      ))}
    </Box>
  );
}
