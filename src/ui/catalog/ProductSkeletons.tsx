import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { Skeleton } from '../shared/Skeleton';

// Placeholders apart from the cards: a page can hold a row's place without loading the card code.

export const productRowSx = {
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

export function ProductCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton width="90%" />
        <Skeleton width="60%" />
        <Skeleton width="40%" height={28} />
      </Box>
    </Card>
  );
}

export function ProductRowSkeleton() {
  return (
    <Box sx={productRowSx} role="status" aria-label="Loading products">
      {Array.from({ length: 4 }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Box>
  );
}
