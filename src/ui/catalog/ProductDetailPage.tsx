import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../shared/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { catalogMessages } from '../../application/catalog/catalog.messages';
import { selectedVariant, type OfferSelection } from '../../application/catalog/product-offer';
import { isNotFound } from '../../application/shared/backend-error';
import { imagesOf, type Product } from '../../domain/catalog/catalog';
import { useServices } from '../app/services-context';
import { ErrorState } from '../shared/ErrorState';
import { useGoBack } from '../shared/use-go-back';
import { loadAhead, useLoad } from '../shared/useLoad';
import type { AppServices } from '../../application/app-services';
import { usePriceAudience } from './use-price-audience';
import { usePageTitle } from '../shared/use-page-title';
import { ProductDescription } from './ProductDescription';
import { ProductGallery } from './ProductGallery';
import { PurchasePanel, preloadPricedOffer, VariantOptions } from './PurchasePanel';
import { PricesAsOf } from '../shared/PricesAsOf';
import { RelatedProducts } from './RelatedProducts';
import { ShippingBanner } from './ShippingBanner';

function ProductView({ product }: { product: Product }) {
  // A search by a variant's SKU opens the product at that variant (?variant=…).
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('variant');
  const [selection, setSelection] = useState<OfferSelection>({
    variantId: product.variants.find((each) => each.id === asked)?.id ?? product.variants[0]?.id ?? null,
    quantityType: 'SINGLE',
    quantity: 1,
  });
  const variant = selectedVariant(product, selection.variantId);
  const images = imagesOf(product, variant);
  // The product whose picture has been shown: what lies below the fold waits for it.
  const [pictureShownFor, setPictureShownFor] = useState<string | null>(null);
  const select = (next: Partial<OfferSelection>) => setSelection((current) => ({ ...current, ...next }));

  return (
    <>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ProductGallery key={variant?.id} images={images} name={product.name} onMainPictureSettled={() => setPictureShownFor(product.id)} />
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {product.name}
          </Typography>
          {variant?.sku && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              SKU: {variant.sku}
            </Typography>
          )}
          <PricesAsOf />
          <VariantOptions product={product} selected={variant} onSelect={select} />
          <PurchasePanel product={product} selection={selection} onSelect={select} />
          <ShippingBanner />
        </Box>
      </Box>
      <ProductDescription html={product.description} />
      <RelatedProducts product={product} start={images.length === 0 || pictureShownFor === product.id} />
    </>
  );
}

function DetailSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} role="status" aria-label="Loading product">
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box>
        <Skeleton height={48} width="80%" />
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
      </Box>
    </Box>
  );
}

const productLoad = (id: string) => `product:${id}`;

/** The product page as the first screen: the product and, for a buyer, the price panel's code, read before it renders. */
export async function readProductPageAhead(id: string, services: AppServices, signedIn: Promise<boolean>): Promise<void> {
  await Promise.all([loadAhead(productLoad(id), services.catalog.product(id)), signedIn.then((buyer) => (buyer ? preloadPricedOffer() : undefined))]);
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const goBack = useGoBack('/products');
  const { catalog } = useServices();
  const audience = usePriceAudience();
  const product = useLoad(productLoad(id), () => catalog.product(id), audience);
  usePageTitle(
    product.status === 'ready'
      ? product.data.name
      : product.status === 'failed'
        ? isNotFound(product.error)
          ? catalogMessages.productNotFound
          : catalogMessages.productFailed
        : 'Product',
  );

  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
      Go Back
    </Button>
  );
  if (product.status === 'loading') return <DetailSkeleton />;
  if (product.status === 'failed') {
    if (isNotFound(product.error)) {
      return (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {catalogMessages.productNotFound}
          </Typography>
          {back}
        </Box>
      );
    }
    return (
      <>
        <ErrorState message={catalogMessages.productFailed} onRetry={product.retry} />
        {back}
      </>
    );
  }
  return <ProductView key={product.data.id} product={product.data} />;
}
