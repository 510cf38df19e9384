import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { savedOrdersMessages } from '../../application/saved-orders/saved-orders.messages';
import { savedOrdersFor, type PricedSavedOrder, type SavedOrdersUseCases } from '../../application/saved-orders/saved-orders.use-cases';
import type { Role } from '../../domain/accounts/role';
import { pageNumber } from '../../domain/catalog/catalog';
import { formatMoney } from '../../domain/shared/money';
import { useSession } from '../app/services-context';
import { readableDate } from '../orders/order-labels';
import { ErrorState } from '../shared/ErrorState';
import { PageNav } from '../shared/PageNav';
import { Skeleton } from '../shared/Skeleton';
import { useBuyerServices } from '../shared/use-buyer-services';
import { useFailureToast } from '../shared/use-failure-toast';
import { usePageTitle } from '../shared/use-page-title';
import { NotYetSaved } from './NotYetSaved';
import { PricesAsOf } from '../shared/PricesAsOf';
import { useLoad } from '../shared/useLoad';

/** "1 line", "3 lines". */
export function lineCount(count: number): string {
  return `${count} ${count === 1 ? 'line' : 'lines'}`;
}

function Figure({ label, area, end = false, children }: { label: string; area: string; end?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ gridArea: area, minWidth: 0, textAlign: end ? 'right' : undefined }}>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** One saved order: a card on a phone, a row from a tablet up; the name is the link and the whole card answers it. */
function SavedOrderRow({ priced: { order, total } }: { priced: PricedSavedOrder }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        p: 2,
        display: 'grid',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 2fr) 0.8fr 1fr 1fr 24px' },
        gridTemplateAreas: { xs: '"name total" "lines updated"', md: '"name lines updated total go"' },
        transition: 'border-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/saved-orders/${encodeURIComponent(order.id)}`}
          underline="hover"
          sx={{
            fontWeight: 700,
            fontSize: '1.0625rem',
            overflowWrap: 'anywhere',
            outline: 'none',
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
          }}
        >
          {order.name}
        </Link>
        {order.notYetSaved && <NotYetSaved />}
        {order.paymentOrder && (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            PO {order.paymentOrder}
          </Typography>
        )}
      </Box>
      <Figure label="Lines" area="lines">
        <Typography variant="body2">{lineCount(order.items.length)}</Typography>
      </Figure>
      <Figure label="Updated" area="updated">
        <Typography variant="body2">{readableDate(order.updatedAt)}</Typography>
      </Figure>
      <Figure label="Total today" area="total" end>
        <Typography sx={{ fontWeight: 700 }}>{formatMoney(total)}</Typography>
      </Figure>
      <ChevronRightIcon aria-hidden sx={{ gridArea: 'go', color: 'text.secondary', display: { xs: 'none', md: 'block' } }} />
    </Paper>
  );
}

function RowsSkeleton() {
  return (
    <Box role="status" aria-label="Loading saved orders" sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={76} />
      ))}
    </Box>
  );
}

function SavedOrdersList({ savedOrders, role }: { savedOrders: SavedOrdersUseCases; role: Role }) {
  const [params] = useSearchParams();
  const page = pageNumber(params.get('page'));
  const result = useLoad(`saved-orders:${page}:${role}`, () => savedOrders.savedOrdersPage({ page, role }));
  useFailureToast(result, savedOrdersMessages.loadFailed);
  const rows = result.status === 'ready' ? result.data.rows : [];
  return (
    <>
      {result.status === 'loading' && <RowsSkeleton />}
      {result.status === 'failed' && <ErrorState message={savedOrdersMessages.loadFailed} onRetry={result.retry} />}
      {result.status === 'ready' && rows.length === 0 && (
        <Typography role="status" color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          {savedOrdersMessages.noSavedOrders}
        </Typography>
      )}
      {rows.length > 0 && (
        <Box component="ul" aria-label="Saved orders" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {rows.map((priced) => (
            <SavedOrderRow key={priced.order.id} priced={priced} />
          ))}
        </Box>
      )}
      {result.status !== 'failed' && (page > 1 || rows.length > 0) && (
        <PageNav page={page} hasNext={result.status === 'ready' && result.data.hasNext} />
      )}
    </>
  );
}

/** Saved orders: the buyer's drafts, 20 a page, newest first, each at today's prices for their role. */
export function SavedOrdersPage() {
  usePageTitle('Saved orders');
  const savedOrders = savedOrdersFor(useBuyerServices());
  const { profile } = useSession();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Saved orders
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Carts saved as drafts, priced at today's prices.
      </Typography>
      <PricesAsOf />
      {profile && <SavedOrdersList savedOrders={savedOrders} role={profile.role} />}
    </>
  );
}
