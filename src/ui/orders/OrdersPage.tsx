import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../shared/Skeleton';
import { SearchField } from '../shared/SearchField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ordersMessages } from '../../application/orders/orders.messages';
import type { OrdersUseCases } from '../../application/orders/orders.use-cases';
import { pageNumber } from '../../domain/catalog/catalog';
import { formatOrderNumber } from '../../domain/orders/order-display';
import type { Order } from '../../domain/orders/order';
import { formatMoney } from '../../domain/shared/money';
import { ErrorState } from '../shared/ErrorState';
import { PageNav } from '../shared/PageNav';
import { useBuyerServices } from '../shared/use-buyer-services';
import { useFailureToast } from '../shared/use-failure-toast';
import { usePageTitle } from '../shared/use-page-title';
import { useLoad } from '../shared/useLoad';
import { itemCount, readableDate } from './order-labels';
import { OrderStatusChip, PaymentStatusChip } from './StatusChip';

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

/**
 * One order: a card on a phone, one row from a tablet up. The order number is
 * the link; it stretches over the whole card so the row is one click target.
 */
function OrderRow({ order }: { order: Order }) {
  const number = formatOrderNumber(order.id);
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
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1.1fr) 1fr 1fr 0.6fr 1fr 24px' },
        gridTemplateAreas: {
          xs: '"number total" "status payment" "po items"',
          md: '"number po status payment items total go"',
        },
        transition: 'border-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ gridArea: 'number', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/orders/${encodeURIComponent(order.id)}`}
          underline="hover"
          sx={{
            fontWeight: 700,
            fontSize: '1.0625rem',
            outline: 'none',
            // The whole card answers the click.
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
          }}
        >
          {number}
        </Link>
        <Typography variant="body2" color="textSecondary">
          {readableDate(order.createdAt)}
        </Typography>
      </Box>
      {/* The buyer's own reference, the one their accountant files the order under. */}
      <Figure label="PO" area="po">
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {order.paymentOrder || '—'}
        </Typography>
      </Figure>
      <Figure label="Status" area="status">
        <OrderStatusChip status={order.status} />
      </Figure>
      <Figure label="Payment" area="payment">
        <PaymentStatusChip status={order.paymentStatus} />
      </Figure>
      <Figure label="Items" area="items">
        <Typography variant="body2">{itemCount(order.items.length)}</Typography>
      </Figure>
      <Figure label="Total" area="total" end>
        <Typography sx={{ fontWeight: 700 }}>{formatMoney(order.total)}</Typography>
      </Figure>
      <ChevronRightIcon aria-hidden sx={{ gridArea: 'go', color: 'text.secondary', display: { xs: 'none', md: 'block' } }} />
    </Paper>
  );
}

function OrderRowsSkeleton() {
  return (
    <Box role="status" aria-label="Loading orders" sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={76} />
      ))}
    </Box>
  );
}

/** The search goes to ?search= and starts again at page 1. */
function OrderSearch({ search }: { search: string }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);

  function submit() {
    const next = new URLSearchParams(params);
    const query = text.trim();
    if (query) next.set('search', query);
    else next.delete('search');
    next.delete('page');
    setParams(next);
  }

  function clear() {
    const next = new URLSearchParams(params);
    next.delete('search');
    next.delete('page');
    setText('');
    setParams(next);
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <SearchField
        formLabel="Orders"
        label="Search orders"
        placeholder="Order number, PO or product"
        value={text}
        onChange={setText}
        onSubmit={submit}
        sx={{ flex: '1 1 260px', maxWidth: 480 }}
      />
      {search && (
        <Button onClick={clear} variant="text">
          Clear search
        </Button>
      )}
    </Box>
  );
}

function OrdersList({ orders }: { orders: OrdersUseCases }) {
  usePageTitle('My Orders');
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const page = pageNumber(params.get('page'));
  const result = useLoad(`orders:${search}:${page}`, () => orders.ordersPage({ page, search }));
  useFailureToast(result, ordersMessages.loadFailed);

  const rows = result.status === 'ready' ? result.data.rows : [];
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        My Orders
      </Typography>
      <OrderSearch search={search} />
      {search && result.status === 'ready' && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          Results for “{search}”
        </Typography>
      )}
      {result.status === 'loading' && <OrderRowsSkeleton />}
      {result.status === 'failed' && <ErrorState message={ordersMessages.loadFailed} onRetry={result.retry} />}
      {result.status === 'ready' && rows.length === 0 && (
        <Typography role="status" color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          {ordersMessages.noOrders}
        </Typography>
      )}
      {rows.length > 0 && (
        <Box component="ul" aria-label="Orders" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {rows.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </Box>
      )}
      {result.status !== 'failed' && (page > 1 || rows.length > 0) && (
        <PageNav page={page} hasNext={result.status === 'ready' && result.data.hasNext} />
      )}
    </>
  );
}

/** Spec §2 Orders list: 10 a page, newest first, each row leading to its detail. */
export function OrdersPage() {
  return <OrdersList orders={useBuyerServices().orders} />;
}
