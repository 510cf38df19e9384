import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../shared/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { touchTargetSx } from '../shared/touch-target';
import { ordersMessages } from '../../application/orders/orders.messages';
import type { OrdersUseCases } from '../../application/orders/orders.use-cases';
import { pageNumber } from '../../domain/catalog/catalog';
import type { Tone } from '../../domain/orders/order-display';
import { transactionMethodText } from '../../domain/payments/recorded-method';
import { orderReferenceIn, transactionAppearance } from '../../domain/wallet/transaction-display';
import { filterTransactions, transactionFilters, type Transaction, type TransactionFilter } from '../../domain/wallet/transaction';
import { readableDateTime } from '../orders/order-labels';
import { ErrorState } from '../shared/ErrorState';
import { PageNav } from '../shared/PageNav';
import { useBuyerServices } from '../shared/use-buyer-services';
import { useFailureToast } from '../shared/use-failure-toast';
import { usePageTitle } from '../shared/use-page-title';
import { useLoad } from '../shared/useLoad';
import { filterText, signedAmount, transactionTypeText } from './transaction-labels';

/** Green and blue text dark enough for WCAG AA on white (MUI's info.main is not). */
const AMOUNT_COLOUR: Readonly<Record<Tone, string>> = {
  success: 'success.main',
  info: 'info.dark',
  warning: 'text.primary',
  error: 'error.main',
  secondary: 'text.primary',
  default: 'text.primary',
};

/** The description, the order it names (Order #12, ORD-0012) a link to that order's detail. */
function Description({ text }: { text: string }) {
  const reference = orderReferenceIn(text);
  if (!reference) return text;
  return (
    <>
      {reference.before}
      {/* Standing alone ("Order ORD-0012") on a phone's card it is a finger's size; inside a sentence, or in the
          desktop table's row, it stays a line of text. */}
      <Link
        component={RouterLink}
        to={`/orders/${encodeURIComponent(reference.orderId)}`}
        sx={reference.before.trim() === '' && reference.after.trim() === '' ? (theme) => ({ [theme.breakpoints.down('md')]: touchTargetSx }) : undefined}
      >
        {reference.text}
      </Link>
      {reference.after}
    </>
  );
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { tone } = transactionAppearance(transaction.type);
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{readableDateTime(transaction.createdAt)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{transactionTypeText(transaction.type)}</TableCell>
      <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
        <Description text={transaction.description} />
      </TableCell>
      <TableCell
        align="right"
        sx={{ whiteSpace: 'nowrap', fontWeight: 700, color: AMOUNT_COLOUR[tone], fontVariantNumeric: 'tabular-nums' }}
      >
        {signedAmount(transaction)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{transactionMethodText(transaction.paymentMethod) || '—'}</TableCell>
    </TableRow>
  );
}

function TransactionsTable({ rows }: { rows: readonly Transaction[] }) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Transactions">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Payment Method</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** On a phone: one card per transaction, the amount beside its type rather than off-screen in a table. */
function TransactionCards({ rows }: { rows: readonly Transaction[] }) {
  return (
    <Box component="ul" aria-label="Transactions" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((transaction) => {
        const { tone } = transactionAppearance(transaction.type);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={transaction.id}
            sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1.5, rowGap: 0.25 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{transactionTypeText(transaction.type)}</Typography>
            <Typography
              sx={{ fontWeight: 700, textAlign: 'right', color: AMOUNT_COLOUR[tone], fontVariantNumeric: 'tabular-nums' }}
            >
              {signedAmount(transaction)}
            </Typography>
            <Typography variant="body2" sx={{ gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
              <Description text={transaction.description} />
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ gridColumn: '1 / -1' }}>
              {[readableDateTime(transaction.createdAt), transactionMethodText(transaction.paymentMethod)].filter(Boolean).join(' · ')}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}

function TableSkeleton() {
  return (
    <Box role="status" aria-label="Loading transactions" sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={36} />
      ))}
    </Box>
  );
}

function TransactionHistory({ orders }: { orders: OrdersUseCases }) {
  usePageTitle('Transaction History');
  const [params] = useSearchParams();
  const page = pageNumber(params.get('page'));
  const result = useLoad(`transactions:${page}`, () => orders.transactionsPage({ page }));
  useFailureToast(result, ordersMessages.transactionsFailed);
  // Read at once (noSsr): a phone never sees the table flash before its cards.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const [search, setSearch] = useState('');

  const loaded = result.status === 'ready' ? result.data.rows : [];
  const shown = filterTransactions(loaded, filter, search);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Transaction History
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Type"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ minWidth: 180, bgcolor: 'background.paper' }}
        >
          {transactionFilters(loaded, filter).map((option) => (
            <MenuItem key={option} value={option}>
              {filterText(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          size="small"
          label="Search this page"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '1 1 240px', maxWidth: 420, bgcolor: 'background.paper' }}
        />
      </Box>
      {result.status === 'loading' && <TableSkeleton />}
      {result.status === 'failed' && <ErrorState message={ordersMessages.transactionsFailed} onRetry={result.retry} />}
      {result.status === 'ready' && loaded.length === 0 && (
        <Typography role="status" color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          No transactions found
        </Typography>
      )}
      {result.status === 'ready' && loaded.length > 0 && shown.length === 0 && (
        <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          No transactions on this page match the type and search.
        </Typography>
      )}
      {shown.length > 0 && (phone ? <TransactionCards rows={shown} /> : <TransactionsTable rows={shown} />)}
      {result.status === 'ready' && loaded.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Showing {shown.length} of {loaded.length} transactions on this page
        </Typography>
      )}
      {result.status !== 'failed' && (page > 1 || loaded.length > 0) && (
        <PageNav page={page} hasNext={result.status === 'ready' && result.data.hasNext} />
      )}
    </>
  );
}

/** Spec §2 Transactions: 20 a page; the type filter and the search act on the loaded page only (§9). */
export function TransactionsPage() {
  return <TransactionHistory orders={useBuyerServices().orders} />;
}
