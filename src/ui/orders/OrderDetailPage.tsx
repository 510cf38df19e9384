import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../shared/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { orderFileName, orderRows } from '../../application/export/line-export';
import type { BuyAgain } from '../../application/orders/buy-again';
import { ordersMessages } from '../../application/orders/orders.messages';
import type { OrdersUseCases } from '../../application/orders/orders.use-cases';
import { isNotFound } from '../../application/shared/backend-error';
import type { Order, OrderAddress, OrderItem } from '../../domain/orders/order';
import { formatOrderNumber } from '../../domain/orders/order-display';
import { paymentMethodText } from '../../domain/payments/recorded-method';
import { orderPriceInWords, orderQuantityInWords } from '../../domain/pricing/unit-wording';
import { formatMoney } from '../../domain/shared/money';
import { useServices, useSession } from '../app/services-context';
import { DownloadCsvButton } from '../shared/DownloadCsvButton';
import { ErrorState } from '../shared/ErrorState';
import { LineThumbnail } from '../shared/LineThumbnail';
import { useBuyerServices } from '../shared/use-buyer-services';
import { useFailureToast } from '../shared/use-failure-toast';
import { usePageTitle } from '../shared/use-page-title';
import { useLoad } from '../shared/useLoad';
import { readableDate } from './order-labels';
import { OrderStatusChip, PaymentStatusChip } from './StatusChip';
import { OrderTotals } from '../shared/OrderTotals';

/** No wording for this in the spec; the screen's own. */
const BUY_AGAIN_FAILED = 'Could not add this order to your cart. Please try again.';
const STORE_COLLECTION = 'Collected from the local store';

/**
 * Printing the order: only the main column, on one clean page. The shell's
 * header, footer, skip link and toasts are the main element's siblings;
 * buttons and anything marked data-print="hide" go too.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '12mm' },
        body: { backgroundColor: '#fff !important' },
        ':has(> #main) > :not(#main)': { display: 'none !important' },
        '#main': { padding: '0 !important', minHeight: '0 !important', maxWidth: 'none !important' },
        '#main button, #main [data-print="hide"]': { display: 'none !important' },
        '#main a': { color: 'inherit !important', textDecoration: 'none !important' },
        '#main .MuiPaper-root': { boxShadow: 'none !important', breakInside: 'avoid' },
        '[data-print="compact"]': { padding: '8px !important' },
        '[data-print="line"]': { gridTemplateColumns: '40px minmax(0, 1fr) auto !important', paddingBlock: '6px !important' },
        '[data-print="thumb"]': { width: '40px !important', height: '40px !important' },
        h1: { fontSize: '1.5rem !important' },
      },
    }}
  />
);

function Section({ title, children, area }: { title: string; children: ReactNode; area?: string }) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-print="compact"
      sx={{ p: { xs: 2, sm: 3 }, gridArea: area, minWidth: 0 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs, as on the profile. */
function Details({ rows }: { rows: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function LineItem({ item }: { item: OrderItem }) {
  const image = item.product.images[0];
  return (
    <Box
      component="li"
      data-print="line"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr) auto', sm: '64px minmax(0, 1fr) auto' },
        columnGap: 2,
        alignItems: 'start',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        breakInside: 'avoid',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <LineThumbnail data-print="thumb" image={image} size={{ xs: 56, sm: 64 }} pixels={64} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/product/${encodeURIComponent(item.product.id)}`}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {item.product.name}
        </Link>
        {item.variant.name && (
          <Typography variant="body2" color="textSecondary">
            {item.variant.name}
          </Typography>
        )}
        {item.variant.sku && (
          <Typography variant="body2" color="textSecondary">
            SKU: {item.variant.sku}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {orderQuantityInWords(item.quantity, item.product.name)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {orderPriceInWords(item.price, item.product.name)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="caption" color="textSecondary" component="div">
          Line total
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatMoney(item.total)}</Typography>
      </Box>
    </Box>
  );
}

function Totals({ order }: { order: Order }) {
  const coupon = order.appliedCoupon;
  return (
    <>
      <OrderTotals
        subtotal={order.subtotal}
        discount={order.discountAmount}
        couponCode={coupon?.code ?? null}
        shipping={order.shippingCost}
        total={order.total}
      />
      {coupon && (
        <Box aria-label="Applied coupon" role="group" sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: '#f1f8f2' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Coupon {coupon.code}
            {coupon.name && ` · ${coupon.name}`}
          </Typography>
          {coupon.description && (
            <Typography variant="body2" color="textSecondary">
              {coupon.description}
            </Typography>
          )}
        </Box>
      )}
    </>
  );
}

function AddressLines({ address }: { address: OrderAddress | null }) {
  if (!address) return <Typography variant="body2">{STORE_COLLECTION}</Typography>;
  const place = [[address.city, address.state].filter(Boolean).join(', '), address.zipCode].filter(Boolean).join(' ');
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      {[address.street, place, address.country, address.phone].filter(Boolean).map((line, index) => (
        <Box component="span" key={index} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Typography>
  );
}

/** Today's prices for the buyer's role; lines no longer sold are named, never dropped silently. */
function useBuyAgain(orders: OrdersUseCases, order: Order) {
  const { notify } = useServices();
  const { cart } = useBuyerServices();
  const { profile } = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BuyAgain | null>(null);

  async function run() {
    if (!profile) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await orders.buyAgain(order, profile.role);
      for (const item of result.items) cart.send({ type: 'ADD', item });
      setOutcome(result);
    } catch {
      notify.error(BUY_AGAIN_FAILED);
    } finally {
      setBusy(false);
    }
  }
  return { busy, outcome, run, ready: Boolean(profile) };
}

function BuyAgainOutcome({ outcome }: { outcome: BuyAgain }) {
  return (
    <Box data-print="hide" sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {outcome.items.length > 0 && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button component={RouterLink} to="/cart" color="inherit" size="small">
              View Cart
            </Button>
          }
        >
          {ordersMessages.boughtAgain(outcome.items.length)}
        </Alert>
      )}
      {outcome.unavailable.length > 0 && <Alert severity="warning">{ordersMessages.notSoldAnyMore(outcome.unavailable)}</Alert>}
    </Box>
  );
}

function OrderView({ orders, order }: { orders: OrdersUseCases; order: Order }) {
  const number = formatOrderNumber(order.id);
  const buyAgain = useBuyAgain(orders, order);
  const { screenParts } = useBuyerServices();
  return (
    <>
      {printStyles}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="h1">Order {number}</Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Placed on {readableDate(order.createdAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<ReplayIcon />} onClick={buyAgain.run} disabled={buyAgain.busy || !buyAgain.ready}>
            {buyAgain.busy ? 'Adding to Cart...' : 'Buy Again'}
          </Button>
          <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
            Print
          </Button>
          <DownloadCsvButton rows={() => orderRows(order, screenParts.catalog)} fileName={() => orderFileName(order)} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="textSecondary">
            Status
          </Typography>
          <OrderStatusChip status={order.status} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="textSecondary">
            Payment
          </Typography>
          <PaymentStatusChip status={order.paymentStatus} />
        </Box>
      </Box>
      {buyAgain.outcome && <BuyAgainOutcome outcome={buyAgain.outcome} />}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: { xs: '"items" "summary" "info" "address"', md: '"items summary" "info address"' },
          '@media print': { gridTemplateColumns: 'minmax(0, 1fr) 260px', gridTemplateAreas: '"items summary" "info address"' },
        }}
      >
        <Section title="Items" area="items">
          <Box component="ul" aria-label="Order items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {order.items.map((item) => (
              <LineItem key={item.id} item={item} />
            ))}
          </Box>
        </Section>
        <Section title="Order Summary" area="summary">
          <Totals order={order} />
        </Section>
        <Section title="Order Information" area="info">
          <Details
            rows={[
              { label: 'Order Number', value: number },
              { label: 'Purchase Order', value: order.paymentOrder || 'Not provided' },
              { label: 'Order Date', value: readableDate(order.createdAt) },
              { label: 'Payment Method', value: paymentMethodText(order.paymentMethod ?? null) },
              { label: 'Tracking Number', value: order.trackingNumber || 'Not available yet' },
              ...(order.notes ? [{ label: 'Notes', value: <Box component="span" sx={{ whiteSpace: 'pre-line' }}>{order.notes}</Box> }] : []),
            ]}
          />
        </Section>
        <Section title="Shipping Address" area="address">
          <AddressLines address={order.shippingAddress} />
        </Section>
      </Box>
    </>
  );
}

function DetailSkeleton() {
  return (
    <Box role="status" aria-label="Loading order" sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Skeleton variant="text" width={220} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 340px' } }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={200} />
      </Box>
    </Box>
  );
}

function BackToOrders() {
  return (
    <Button component={RouterLink} to="/orders" variant="outlined" startIcon={<ArrowBackIcon />}>
      Back to Orders
    </Button>
  );
}

function OrderDetail({ orders }: { orders: OrdersUseCases }) {
  const { id = '' } = useParams();
  const order = useLoad(`order:${id}`, () => orders.order(id));
  const notFound = order.status === 'failed' && isNotFound(order.error);
  useFailureToast(order, notFound ? null : ordersMessages.detailFailed);
  usePageTitle(notFound ? ordersMessages.notFound : `Order ${formatOrderNumber(id)}`);

  if (order.status === 'ready') return <OrderView key={order.data.id} orders={orders} order={order.data} />;
  if (notFound) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {ordersMessages.notFound}
        </Typography>
        <BackToOrders />
      </Box>
    );
  }
  return (
    <>
      <Typography variant="h1">Order {formatOrderNumber(id)}</Typography>
      {order.status === 'loading' ? (
        <DetailSkeleton />
      ) : (
        <>
          <ErrorState message={ordersMessages.detailFailed} onRetry={order.retry} />
          <BackToOrders />
        </>
      )}
    </>
  );
}

/** Spec §2 Order detail. */
export function OrderDetailPage() {
  return <OrderDetail orders={useBuyerServices().orders} />;
}
