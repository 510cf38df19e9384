import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { Product } from '../../domain/catalog/catalog';
import { useServices } from '../app/services-context';
import { useLoad } from '../shared/useLoad';
import { usePriceAudience } from './use-price-audience';
import { ProductRowSkeleton } from './ProductSkeletons';

// The row sits below the fold: its cards' code stays off the product page's first load.
const loadProductRow = () => import('./ProductRow');
const ProductRow = lazy(async () => ({ default: (await loadProductRow()).ProductRow }));

function RelatedSection({ children }: { children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: 5 }}>
      <Typography id="related-title" variant="h2" sx={{ mb: 1.5 }}>
        You May Also Like
      </Typography>
      {children}
    </Box>
  );
}

/**
 * "You May Also Like": other products of the category, hidden when there are none. Below the fold on a phone, it
 * asks for them (the whole catalogue on the demo, a call over HTTP) and for its cards' code once the product's own
 * picture is shown (`start`): they no longer share the line with it. Until then it holds its place as it does
 * while they load.
 */
export function RelatedProducts({ product, start }: { product: Product; start: boolean }) {
  return start ? (
    <RelatedRow product={product} />
  ) : (
    <RelatedSection>
      <ProductRowSkeleton />
    </RelatedSection>
  );
}

function RelatedRow({ product }: { product: Product }) {
  const { catalog } = useServices();
  const audience = usePriceAudience();
  const related = useLoad(`related:${product.id}`, () => catalog.related(product), audience);
  // The cards' code comes while their products load, not after.
  useEffect(() => void loadProductRow(), []);
  if (related.status === 'failed' || (related.status === 'ready' && related.data.length === 0)) return null;
  return (
    <RelatedSection>
      {related.status === 'loading' ? (
        <ProductRowSkeleton />
      ) : (
        // The skeleton holds the row's height until the cards' code arrives.
        <Suspense fallback={<ProductRowSkeleton />}>
          <ProductRow products={related.data} label="You May Also Like" />
        </Suspense>
      )}
    </RelatedSection>
  );
}
