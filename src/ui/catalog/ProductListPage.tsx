import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../shared/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { catalogMessages } from '../../application/catalog/catalog.messages';
import { productForSku } from '../../application/catalog/product-for-sku';
import { PRODUCT_PAGE_SIZE, pageNumber } from '../../domain/catalog/catalog';
import { mayBeSku } from '../../domain/catalog/sku';
import { useServices } from '../app/services-context';
import { ErrorState } from '../shared/ErrorState';
import { usePageTitle } from '../shared/use-page-title';
import { useLoad } from '../shared/useLoad';
import { usePriceAudience } from './use-price-audience';
import { ProductGrid, ProductGridSkeleton } from './ProductCard';
import { PricesAsOf } from '../shared/PricesAsOf';
import { ShippingBanner } from './ShippingBanner';

function ListTitle({ categoryId, search }: { categoryId: string; search: string }) {
  if (search) return <SearchTitle search={search} />;
  // Only a category's title needs the categories: a phone's "All Products" asks the backend for the products alone.
  if (categoryId) return <CategoryTitle categoryId={categoryId} />;
  return <PlainTitle title="All Products" />;
}

function PlainTitle({ title }: { title: string }) {
  usePageTitle(title);
  return <Typography variant="h1">{title}</Typography>;
}

function SearchTitle({ search }: { search: string }) {
  usePageTitle(`Search Results for “${search}”`);
  return (
    <>
      <Typography variant="h1">Search Results</Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        for “{search}”
      </Typography>
    </>
  );
}

function CategoryTitle({ categoryId }: { categoryId: string }) {
  const { catalog } = useServices();
  const categories = useLoad('categories', () => catalog.categories());
  // An unknown category (or none loaded) reads as the whole catalogue's title.
  const category = categories.status === 'ready' ? categories.data.find((candidate) => candidate.id === categoryId) : undefined;
  const title = category?.name ?? 'All Products';
  usePageTitle(categories.status === 'loading' ? 'Products' : title);
  return (
    <Typography variant="h1">
      {categories.status === 'loading' ? <Skeleton width={240} aria-label="Loading category" /> : title}
    </Typography>
  );
}

/**
 * A search for exactly a SKU opens its product in place of the results (replacing the search in the history, so Back
 * returns to where the search was made). True while that is still being found out.
 */
function useOpensSkuProduct(search: string, audience: string): boolean {
  const { catalog } = useServices();
  const navigate = useNavigate();
  const asked = search !== '' && mayBeSku(search);
  const lookup = useLoad(asked ? `sku:${search}` : 'sku:', () => (asked ? productForSku(catalog, search) : Promise.resolve(null)), audience);
  const match = asked && lookup.status === 'ready' ? lookup.data : null;
  useEffect(() => {
    if (match) void navigate(`/product/${encodeURIComponent(match.productId)}?variant=${encodeURIComponent(match.variantId)}`, { replace: true });
  }, [match, navigate]);
  // A failed look-up leaves the words' results to answer (and to offer Try Again if they fail too).
  return asked && (lookup.status === 'loading' || match !== null);
}

export function ProductListPage() {
  const { catalog } = useServices();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category') ?? '';
  const search = (params.get('search') ?? '').trim();
  const page = pageNumber(params.get('page'));
  const audience = usePriceAudience();
  const result = useLoad(`list:${categoryId}:${search}:${page}`, () => catalog.productPage({ categoryId, search, page }), audience);
  const openingSkuProduct = useOpensSkuProduct(page === 1 ? search : '', audience);
  const shown = openingSkuProduct ? ({ status: 'loading' } as const) : result;

  function goTo(nextPage: number) {
    const next = new URLSearchParams(params);
    if (nextPage <= 1) next.delete('page');
    else next.set('page', String(nextPage));
    setParams(next);
  }

  return (
    <>
      <Box sx={{ minHeight: 48 }}>
        <ListTitle categoryId={categoryId} search={search} />
        <PricesAsOf />
      </Box>
      <ShippingBanner />
      {shown.status === 'loading' && <ProductGridSkeleton count={12} />}
      {shown.status === 'failed' && <ErrorState message={catalogMessages.productsFailed} onRetry={result.retry} />}
      {shown.status === 'ready' && shown.data.products.length === 0 && (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="textSecondary" role="status">
          {search ? catalogMessages.noSearchResults : catalogMessages.emptyCategory}
        </Typography>
      )}
      {shown.status === 'ready' && shown.data.products.length > 0 && <ProductGrid products={shown.data.products} />}
      {shown.status !== 'failed' && (page > 1 || shown.status === 'loading' || shown.data.products.length > 0) && (
        <Box
          component="nav"
          aria-label="Pagination"
          sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 4 }}
        >
          <Button variant="outlined" startIcon={<NavigateBeforeIcon />} disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous
          </Button>
          <Typography aria-live="polite">Page {page}</Typography>
          <Button
            variant="outlined"
            endIcon={<NavigateNextIcon />}
            disabled={shown.status !== 'ready' || !shown.data.hasNext}
            onClick={() => goTo(page + 1)}
          >
            Next
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2, textAlign: 'center' }}>
        {shown.status === 'ready' && shown.data.products.length > 0
          ? `Showing ${(page - 1) * PRODUCT_PAGE_SIZE + 1}–${(page - 1) * PRODUCT_PAGE_SIZE + shown.data.products.length}`
          : ''}
      </Typography>
    </>
  );
}
