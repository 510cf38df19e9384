import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { catalogMessages } from '../../application/catalog/catalog.messages';
import { cartItemFor, productOffer, selectedVariant, type OfferSelection } from '../../application/catalog/product-offer';
import { isNotFound } from '../../application/shared/backend-error';
import { imagesOf, type Product } from '../../domain/catalog/catalog';
import type { QuantityType } from '../../domain/pricing/pricing';
import { formatMoney, isZero } from '../../domain/shared/money';
import { useServices, useSession } from '../app/services-context';
import { ErrorState } from '../shared/ErrorState';
import { useGoBack } from '../shared/use-go-back';
import { useLoad } from '../shared/useLoad';
import { usePageTitle } from '../shared/use-page-title';
import { ProductDescription } from './ProductDescription';
import { ProductRow, ProductRowSkeleton } from './ProductRow';
import { QuantityStepper } from './QuantityStepper';
import { ShippingBanner } from './ShippingBanner';

function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  return (
    <Box>
      <Box sx={{ aspectRatio: '1 / 1', bgcolor: '#eef1f5', borderRadius: 2, overflow: 'hidden' }}>
        {main && (
          <img src={main} alt={name} width={400} height={400} style={{ width: '100%', height: '100%', display: 'block' }} />
        )}
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }} role="group" aria-label="Product images">
          {images.map((image, index) => (
            <Box
              key={image}
              component="button"
              type="button"
              onClick={() => setSelected(index)}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              sx={{
                p: 0,
                width: 72,
                height: 72,
                borderRadius: 1,
                overflow: 'hidden',
                cursor: 'pointer',
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'transparent',
                bgcolor: '#eef1f5',
              }}
            >
              <img src={image} alt="" width={72} height={72} style={{ display: 'block', width: '100%', height: '100%' }} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function PurchasePanel({ product, selection, onSelect }: { product: Product; selection: OfferSelection; onSelect: (next: Partial<OfferSelection>) => void }) {
  const { cart } = useServices();
  const { status, profile } = useSession();
  if (status !== 'signedIn' || !profile) {
    return (
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography sx={{ mb: 1 }}>Trade prices are shown to signed-in, approved accounts.</Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          Sign in to see prices
        </Button>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          No account yet?{' '}
          <Link component={RouterLink} to="/register">
            Create a trade account
          </Link>
        </Typography>
      </Paper>
    );
  }
  const offer = productOffer(product, selection, profile.role);
  if (!offer) return null;
  const singleLabel = offer.isPair ? 'Pair' : 'Single';

  function addToCart() {
    const item = cartItemFor(product, selection, profile!.role);
    if (item) cart.send({ type: 'ADD', item });
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minHeight: 40 }}>
        {/* An output: the price follows the buyer's choices, and its changes are announced. */}
        <Typography
          id="unit-price"
          variant="h2"
          component="output"
          aria-label={`Price ${formatMoney(offer.unitPrice)} per unit`}
          sx={{ color: 'primary.main', display: 'block' }}
        >
          {formatMoney(offer.unitPrice)}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {' '}
            / unit
          </Typography>
        </Typography>
        {offer.caseDiscountApplied && <Chip label="5% OFF Applied" color="success" size="small" />}
      </Box>
      {offer.isPair && (
        <Typography variant="body2" color="text.secondary">
          Sold in pairs: each pair is 2 units.
        </Typography>
      )}
      {offer.canOrderByCase && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} id="unit-label">
            Unit of measure
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={selection.quantityType}
            onChange={(_, value: QuantityType | null) => value && onSelect({ quantityType: value })}
            aria-labelledby="unit-label"
          >
            <ToggleButton value="SINGLE">{singleLabel}</ToggleButton>
            <ToggleButton value="CASE">Case of {product.caseSize}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          Quantity
        </Typography>
        <QuantityStepper
          value={selection.quantity}
          onChange={(quantity) => onSelect({ quantity })}
          label={selection.quantityType === 'CASE' ? 'Quantity in cases' : 'Quantity'}
        />
      </Box>
      <Box
        component="dl"
        sx={{ mt: 2, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, maxWidth: 360, '& dd': { m: 0 } }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">Units</Typography>
        <Typography component="dd" variant="body2">{offer.units}</Typography>
        <Typography component="dt" variant="body2" color="text.secondary">Line total</Typography>
        <Typography component="dd" variant="body2" sx={{ fontWeight: 700 }}>{formatMoney(offer.lineTotal)}</Typography>
        <Typography component="dt" variant="body2" color="text.secondary">Shipping estimate</Typography>
        <Typography component="dd" variant="body2">{isZero(offer.shipping) ? 'Free' : formatMoney(offer.shipping)}</Typography>
      </Box>
      <Button variant="contained" size="large" onClick={addToCart} sx={{ mt: 2.5, minWidth: 220 }}>
        Add to Cart
      </Button>
    </Box>
  );
}

function ProductView({ product }: { product: Product }) {
  const [selection, setSelection] = useState<OfferSelection>({
    variantId: product.variants[0]?.id ?? null,
    quantityType: 'SINGLE',
    quantity: 1,
  });
  const variant = selectedVariant(product, selection.variantId);
  const images = imagesOf(product, variant);
  const select = (next: Partial<OfferSelection>) => setSelection((current) => ({ ...current, ...next }));

  return (
    <>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Gallery key={variant?.id} images={images} name={product.name} />
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {product.name}
          </Typography>
          {product.variants.length > 1 && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} id="variant-label">
                Options
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={variant?.id ?? null}
                onChange={(_, value: string | null) => value && select({ variantId: value })}
                aria-labelledby="variant-label"
                sx={{ flexWrap: 'wrap' }}
              >
                {product.variants.map((option) => (
                  <ToggleButton key={option.id} value={option.id}>
                    {option.name}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          )}
          <PurchasePanel product={product} selection={selection} onSelect={select} />
          <ShippingBanner allOrders />
        </Box>
      </Box>
      <ProductDescription html={product.description} />
      <RelatedProducts product={product} />
    </>
  );
}

function RelatedProducts({ product }: { product: Product }) {
  const { catalog } = useServices();
  const related = useLoad(`related:${product.id}`, () => catalog.related(product));
  if (related.status === 'failed' || (related.status === 'ready' && related.data.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: 5 }}>
      <Typography id="related-title" variant="h2" sx={{ mb: 1.5 }}>
        You May Also Like
      </Typography>
      {related.status === 'loading' ? <ProductRowSkeleton /> : <ProductRow products={related.data} label="You May Also Like" />}
    </Box>
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

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const goBack = useGoBack('/products');
  const { catalog } = useServices();
  const product = useLoad(`product:${id}`, () => catalog.product(id));
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
