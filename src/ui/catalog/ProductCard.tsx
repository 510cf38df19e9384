import { touchTargetSx } from '../shared/touch-target';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, memo, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../domain/catalog/catalog';
import { useSession } from '../app/services-context';
import { OptionalPart } from '../shared/OptionalPart';
import { ProductCardSkeleton, ProductCardsSkeleton, placeholderCardsSx } from './ProductSkeletons';
import { useBackHereAfterLogin } from '../app/guards';

const IMAGE_SIZE = 400;

// The pricing code comes with a buyer's first priced card, so a visitor's first load carries none.
const BuyerCardPrice = lazy(async () => ({ default: (await import('./BuyerCardPrice')).BuyerCardPrice }));

function CardPrice({ product }: { product: Product }) {
  const { status, profile } = useSession();
  const backHere = useBackHereAfterLogin();
  if (status !== 'signedIn' || !profile) {
    return (
      <Link
        component={RouterLink}
        to="/login"
        state={backHere}
        variant="body2"
        sx={{ ...touchTargetSx, fontWeight: 600 }}
        aria-label={`Sign in to see prices for ${product.name}`}
      >
        Sign in to see prices
      </Link>
    );
  }
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <BuyerCardPrice product={product} role={profile.role} />
      </Suspense>
    </OptionalPart>
  );
}

/** What the grid's first screenful asks of its images: fetched at once, the first before anything else. */
type ImagePriority = 'first' | 'eager' | 'lazy';

/**
 * Cards sit under an h1 on the list page and under an h2 in rows; their titles follow on. Memoised: the grid's
 * later render, which draws the rest of the page, leaves its first cards as they are.
 */
export const ProductCard = memo(function ProductCard({
  product,
  headingLevel = 'h3',
  imagePriority = 'lazy',
}: {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  imagePriority?: ImagePriority;
}) {
  const image = product.images[0] ?? product.variants[0]?.images[0];
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={`/product/${encodeURIComponent(product.id)}`} sx={{ flex: 1 }}>
        <Box sx={{ aspectRatio: '1 / 1', bgcolor: '#eef1f5' }}>
          {image && (
            <img
              src={image}
              alt=""
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={imagePriority === 'first' ? 'high' : 'auto'}
              decoding="async"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
        </Box>
        <Typography
          variant="body2"
          component={headingLevel}
          sx={{
            fontWeight: 600,
            px: 1.5,
            pt: 1.5,
            minHeight: '3.2em',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {product.name}
        </Typography>
      </CardActionArea>
      <Box sx={{ px: 1.5, pb: 1.5, pt: 0.5, minHeight: 36 }}>
        <CardPrice product={product} />
      </Box>
    </Card>
  );
});

export const productGridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** The cards a phone (two columns) or a desktop (one row of four) shows without scrolling. */
const FIRST_SCREENFUL = 4;

/** The cards drawn with the grid's first paint: two screenfuls of a phone, two rows of a desktop. */
const FIRST_RENDERED = 8;

export function ProductGrid({ products }: { products: readonly Product[] }) {
  // A page of 40 cards drawn at once was the list's longest task on a slow phone: the first cards come first, and
  // the others replace their placeholders in a render React slices between frames (a deferred value).
  const rendered = useDeferredValue(products.length, Math.min(products.length, FIRST_RENDERED));
  return (
    <Box component="ul" sx={[placeholderCardsSx, { ...productGridSx, listStyle: 'none', p: 0, m: 0 }]}>
      {products.map((product, index) => (
        <li key={product.id}>
          {index < rendered ? (
            <ProductCard
              product={product}
              headingLevel="h2"
              imagePriority={index === 0 ? 'first' : index < FIRST_SCREENFUL ? 'eager' : 'lazy'}
            />
          ) : (
            <ProductCardSkeleton />
          )}
        </li>
      ))}
    </Box>
  );
}

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ProductCardsSkeleton count={count} layout={productGridSx} />
  );
}
