import { touchTargetSx } from '../shared/touch-target';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Skeleton } from '../shared/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ordersMessages } from '../../application/orders/orders.messages';
import type { OrdersUseCases } from '../../application/orders/orders.use-cases';
import { formatOrderNumber } from '../../domain/orders/order-display';
import { moreItemsLabel, RECENT_ORDER_ITEMS_SHOWN, type Order } from '../../domain/orders/order';
import { formatMoney } from '../../domain/shared/money';
import { ErrorState } from '../shared/ErrorState';
import { useBuyerServices } from '../shared/use-buyer-services';
import { useFailureToast } from '../shared/use-failure-toast';
import { useLoad } from '../shared/useLoad';
import { readableDate } from './order-labels';
import { OrderStatusChip } from './StatusChip';

/** As the profile's own placeholder while this chunk loads, so nothing jumps. */
function RecentOrdersSkeleton() {
  return (
    <Box role="status" aria-label="Loading recent orders" sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </Box>
  );
}

function RecentOrder({ order }: { order: Order }) {
  const more = moreItemsLabel(order);
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, minWidth: 0 }}>
        <Link component={RouterLink} to={`/orders/${encodeURIComponent(order.id)}`} sx={{ ...touchTargetSx, fontWeight: 700 }}>
          {formatOrderNumber(order.id)}
        </Link>
        <Typography variant="body2" color="textSecondary">
          {readableDate(order.createdAt)}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Box>
      <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>{formatMoney(order.total)}</Typography>
      <Box component="ul" aria-label="Items" sx={{ gridColumn: '1 / -1', listStyle: 'none', m: 0, p: 0 }}>
        {order.items.slice(0, RECENT_ORDER_ITEMS_SHOWN).map((item) => (
          <Typography component="li" variant="body2" key={item.id} sx={{ overflowWrap: 'anywhere' }}>
            {item.product.name} × {item.quantity}
          </Typography>
        ))}
        {more && (
          <Typography component="li" variant="body2" color="textSecondary">
            {more}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function RecentOrderList({ orders }: { orders: OrdersUseCases }) {
  const result = useLoad('recent-orders', () => orders.recentOrders());
  useFailureToast(result, ordersMessages.recentFailed);

  if (result.status === 'loading') return <RecentOrdersSkeleton />;
  if (result.status === 'failed') return <ErrorState message={ordersMessages.recentFailed} onRetry={result.retry} />;
  if (result.data.length === 0) {
    return (
      <Typography role="status" color="textSecondary">
        {ordersMessages.noOrders}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Recent orders" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {result.data.map((order) => (
        <RecentOrder key={order.id} order={order} />
      ))}
    </Box>
  );
}

/** Spec §2 Profile, Recent Orders: the 5 latest, their first 2 items, '+N more items'. */
export function RecentOrders() {
  return <RecentOrderList orders={useBuyerServices().orders} />;
}
