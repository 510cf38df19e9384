import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { Skeleton } from '../shared/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { catalogMessages } from '../../application/catalog/catalog.messages';
import type { ReactNode, Ref } from 'react';
import type { Category, Product } from '../../domain/catalog/catalog';
import { useServices, useSession } from '../app/services-context';
import { ErrorState } from '../shared/ErrorState';
import { useLoad, type Loadable } from '../shared/useLoad';
import { usePriceAudience } from './use-price-audience';
import { useNearViewport } from '../shared/use-near-viewport';
import { usePageTitle } from '../shared/use-page-title';
import { ProductRow } from './ProductRow';
import { ProductRowSkeleton } from './ProductSkeletons';

function Hero() {
  const { status } = useSession();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        color: '#fff',
        // A phone's hero grows with its text rather than clipping it; wider screens keep the banner's shape.
        aspectRatio: { sm: '16 / 6' },
        minHeight: { xs: 340, sm: 0 },
        bgcolor: '#14213d',
      }}
    >
      <img
        src="/images/hero.svg"
        alt=""
        width={1600}
        height={600}
        fetchPriority="high"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'relative',
          height: '100%',
          minHeight: 'inherit',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          p: { xs: 3, md: 6 },
          maxWidth: 640,
          background: 'linear-gradient(90deg, rgba(10,16,35,0.85) 0%, rgba(10,16,35,0.35) 80%, transparent 100%)',
        }}
      >
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.5rem' }, mb: 1.5 }}>
          Landscape lighting built for the trade
        </Typography>
        <Typography sx={{ mb: 3, fontSize: { xs: '0.95rem', md: '1.1rem' }, color: '#e4e7eb' }}>
          Brass, copper and bronze fixtures, transformers and wire at your trade price. Order by purchase order and pay on
          account.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" color="secondary" component={RouterLink} to="/products">
            Shop all products
          </Button>
          {status !== 'signedIn' && (
            <Button variant="outlined" component={RouterLink} to="/become-dealer" sx={{ color: '#fff', borderColor: '#fff' }}>
              Open a trade account
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

const tileGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

function CategoryTiles({ categories }: { categories: readonly Category[] }) {
  return (
    <Box component="ul" sx={{ ...tileGridSx, listStyle: 'none', p: 0, m: 0 }}>
      {categories.map((category) => (
        <Box component="li" key={category.id}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={`/products?category=${encodeURIComponent(category.id)}`}>
              <Box sx={{ aspectRatio: '16 / 9', bgcolor: '#eef1f5' }}>
                {category.image && (
                  <img
                    src={category.image}
                    alt=""
                    width={640}
                    height={360}
                    style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                )}
              </Box>
              <Typography variant="body1" component="h3" sx={{ fontWeight: 600, p: 1.5 }}>
                {category.name}
              </Typography>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

/** A category's row: its heading, View All, and what `children` shows of its products. */
function CategoryRowFrame({ category, sectionRef, children }: { category: Category; sectionRef?: Ref<HTMLElement>; children: ReactNode }) {
  const headingId = `row-${category.id}`;
  return (
    <Box component="section" ref={sectionRef} aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 2, '& a': { whiteSpace: 'nowrap', flexShrink: 0 } }}>
        <Typography id={headingId} variant="h2">
          {category.name}
        </Typography>
        <Button
          component={RouterLink}
          to={`/products?category=${encodeURIComponent(category.id)}`}
          aria-label={`View All ${category.name}`}
        >
          View All
        </Button>
      </Box>
      {children}
    </Box>
  );
}

function RowProducts({ category, row }: { category: Category; row: Loadable<readonly Product[]> & { retry: () => void } }) {
  if (row.status === 'loading') return <ProductRowSkeleton />;
  if (row.status === 'failed') return <ErrorState message={catalogMessages.rowFailed(category.name)} onRetry={row.retry} />;
  return <ProductRow products={row.data} label={category.name} />;
}

/** Without a home preview: each row loads on its own, as the buyer scrolls near it (fewer calls before the first screen settles). */
function LazyCategoryRow({ category }: { category: Category }) {
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  return (
    <CategoryRowFrame category={category} sectionRef={sectionRef}>
      {near ? <CategoryRowProducts category={category} /> : <ProductRowSkeleton />}
    </CategoryRowFrame>
  );
}

function CategoryRowProducts({ category }: { category: Category }) {
  const { catalog } = useServices();
  const audience = usePriceAudience();
  const row = useLoad(`row:${category.id}`, () => catalog.homeRow(category.id), audience);
  return <RowProducts category={category} row={row} />;
}

/**
 * With a home preview: one call for every row. If it fails, each row says so
 * in the spec's words, and any row's Try Again asks for them all again.
 */
function PreviewedRows({ categories, loadPreview }: { categories: readonly Category[]; loadPreview: () => Promise<ReadonlyMap<string, Product[]>> }) {
  const audience = usePriceAudience();
  const preview = useLoad('home-preview', loadPreview, audience);
  return categories.map((category) => {
    const row = preview.status === 'ready' ? { status: 'ready' as const, data: preview.data.get(category.id) ?? [], retry: preview.retry } : preview;
    return (
      <CategoryRowFrame key={category.id} category={category}>
        <RowProducts category={category} row={row} />
      </CategoryRowFrame>
    );
  });
}

export function HomePage() {
  const { catalog } = useServices();
  const categories = useLoad('categories', () => catalog.categories());
  usePageTitle(null);
  return (
    <>
      <Hero />
      <Box component="section" aria-labelledby="categories-title" sx={{ mt: 4 }}>
        <Typography id="categories-title" variant="h2" sx={{ mb: 2 }}>
          Shop by category
        </Typography>
        {categories.status === 'loading' && (
          <Box sx={tileGridSx} role="status" aria-label="Loading categories">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '16 / 12', height: 'auto' }} />
            ))}
          </Box>
        )}
        {categories.status === 'failed' && (
          <ErrorState message={catalogMessages.categoriesFailed} onRetry={categories.retry} />
        )}
        {categories.status === 'ready' && <CategoryTiles categories={categories.data} />}
      </Box>
      {categories.status === 'ready' &&
        (catalog.homePreview ? (
          <PreviewedRows categories={categories.data} loadPreview={catalog.homePreview} />
        ) : (
          categories.data.map((category) => <LazyCategoryRow key={category.id} category={category} />)
        ))}
    </>
  );
}
