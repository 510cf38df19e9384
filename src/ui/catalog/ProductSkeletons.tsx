import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { skeletonFill, skeletonPulse } from '../shared/Skeleton';

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

/**
 * The placeholder cards' looks, set once on what holds them: the cards themselves are plain elements. Drawn with
 * MUI's Card and a Skeleton per bar, the home page's seven placeholder rows were about 300 components, most of
 * its first render's work on a slow phone. A card's bars pulse together as one element: each element that pulses
 * is a layer of its own, and a page of 40 placeholders with a pulse per bar made 160 of them, redrawn every frame.
 */
export const placeholderCardsSx = {
  '& .placeholder-card': { height: '100%', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' },
  '& .placeholder-bars': { ...skeletonPulse, display: 'block' },
  '& .placeholder-picture': { ...skeletonFill, display: 'block', aspectRatio: '1 / 1' },
  '& .placeholder-text': { display: 'block', p: 1.5 },
  '& .placeholder-line': { ...skeletonFill, display: 'block', height: '1.2em', my: 0.5, borderRadius: 1 },
  '& .placeholder-line:nth-of-type(1)': { width: '90%' },
  '& .placeholder-line:nth-of-type(2)': { width: '60%' },
  '& .placeholder-line:nth-of-type(3)': { width: '40%', height: 28 },
} as const;

/** A card's place; what holds it carries `placeholderCardsSx`. */
export function ProductCardSkeleton() {
  return (
    <div className="placeholder-card" aria-hidden>
      <span className="placeholder-bars">
        <span className="placeholder-picture" />
        <span className="placeholder-text">
          <span className="placeholder-line" />
          <span className="placeholder-line" />
          <span className="placeholder-line" />
        </span>
      </span>
    </div>
  );
}

/** `count` cards' places, laid out as `layout` lays out the cards they stand for. */
export function ProductCardsSkeleton({ count, layout }: { count: number; layout: SxProps<Theme> }) {
  return (
    <Box sx={[placeholderCardsSx, ...(Array.isArray(layout) ? layout : [layout])]} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Box>
  );
}

export function ProductRowSkeleton() {
  return <ProductCardsSkeleton count={4} layout={productRowSx} />;
}
