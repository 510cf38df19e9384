import { touchTargetSx } from '../shared/touch-target';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { OfferSelection } from '../../application/catalog/product-offer';
import type { Product, Variant } from '../../domain/catalog/catalog';
import { useSession } from '../app/services-context';
import { Skeleton } from '../shared/Skeleton';
import { useBackHereAfterLogin } from '../app/guards';
import { lazyPart } from '../shared/lazy-part';

type SelectionChange = (next: Partial<OfferSelection>) => void;

const PricedOffer = lazyPart(async () => (await import('./PricedOffer')).PricedOffer);

/** A buyer's product page as the first screen: its price panel comes with that screen's render. */
export const preloadPricedOffer = PricedOffer.preload;

/** The variant toggles, shown when a product comes in more than one option. */
export function VariantOptions({ product, selected, onSelect }: { product: Product; selected: Variant | undefined; onSelect: SelectionChange }) {
  if (product.variants.length <= 1) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} id="variant-label">
        Options
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={selected?.id ?? null}
        onChange={(_, value: string | null) => value && onSelect({ variantId: value })}
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
  );
}

/** Signed-in buyers get their price, the unit and quantity choices and Add to Cart; others an invitation to sign in. */
export function PurchasePanel({ product, selection, onSelect }: { product: Product; selection: OfferSelection; onSelect: SelectionChange }) {
  const { status, profile } = useSession();
  if (status !== 'signedIn' || !profile) return <SignInForPrices />;
  return (
    // Holds the panel's place while its code arrives (it is fetched as soon as a buyer signs in).
    <Suspense fallback={<Skeleton variant="rounded" height={300} sx={{ mt: 2 }} aria-label="Loading your price" />}>
      <PricedOffer product={product} selection={selection} onSelect={onSelect} role={profile.role} />
    </Suspense>
  );
}

function SignInForPrices() {
  const backHere = useBackHereAfterLogin();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography sx={{ mb: 1 }}>Trade prices are shown to signed-in, approved accounts.</Typography>
      <Button component={RouterLink} to="/login" state={backHere} variant="contained">
        Sign in to see prices
      </Button>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        No account yet?{' '}
        <Link component={RouterLink} to="/register" sx={touchTargetSx}>
          Create a trade account
        </Link>
      </Typography>
    </Paper>
  );
}
