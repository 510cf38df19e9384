import Box from '@mui/material/Box';
import type { Product } from '../../domain/catalog/catalog';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const rowSx = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '44%', sm: '30%', md: 'calc((100% - 48px) / 4)' },
  gap: 2,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  pb: 1,
  listStyle: 'none',
  p: 0,
  m: 0,
  '& > *': { scrollSnapAlign: 'start' },
} as const;

/** A horizontally scrolling row of up to 8 products. */
export function ProductRow({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <Box component="ul" sx={rowSx} aria-label={label}>
      {products.map((product) => (
        <Box component="li" key={product.id}>
          <ProductCard product={product} />
        </Box>
      ))}
    </Box>
  );
}

export function ProductRowSkeleton() {
  return (
    <Box sx={rowSx} role="status" aria-label="Loading products">
      {Array.from({ length: 4 }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Box>
  );
}
