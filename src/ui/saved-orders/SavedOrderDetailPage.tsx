import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { savedOrderFileName, savedOrderRows } from '../../application/export/line-export';
import { savedOrdersMessages } from '../../application/saved-orders/saved-orders.messages';
import {
  savedOrderFailure,
  savedOrdersFor,
  type PricedSavedOrder,
  type SavedOrderFields as Fields,
  type SavedOrderLineToday,
  type SavedOrdersUseCases,
} from '../../application/saved-orders/saved-orders.use-cases';
import { isNotFound } from '../../application/shared/backend-error';
import type { Role } from '../../domain/accounts/role';
import { priceInWords, quantityInWords } from '../../domain/pricing/unit-wording';
import { formatMoney } from '../../domain/shared/money';
import { useServices, useSession } from '../app/services-context';
import { readableDate } from '../orders/order-labels';
import { DownloadCsvButton } from '../shared/DownloadCsvButton';
import { ErrorState } from '../shared/ErrorState';
import { Skeleton } from '../shared/Skeleton';
import { useBuyerServices } from '../shared/use-buyer-services';
import { useFailureToast } from '../shared/use-failure-toast';
import { usePageTitle } from '../shared/use-page-title';
import { useLoad } from '../shared/useLoad';
import { NotYetSaved } from './NotYetSaved';
import { SavedOrderFields } from './SavedOrderFields';

function Section({ title, children, area }: { title: string; children: ReactNode; area: string }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, gridArea: area, minWidth: 0 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function BackToSavedOrders() {
  return (
    <Button component={RouterLink} to="/saved-orders" variant="outlined" startIcon={<ArrowBackIcon />}>
      Back to Saved orders
    </Button>
  );
}

/** One line at today's price, or named as no longer sold; Remove takes it out of the saved order. */
function Line({ line, onRemove, removable, busy }: { line: SavedOrderLineToday; onRemove: () => void; removable: boolean; busy: boolean }) {
  const { saved, unitPrice, lineTotal } = line;
  const label = [saved.name, saved.variantName].filter(Boolean).join(', ');
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr) auto', sm: '64px minmax(0, 1fr) auto auto' },
        gridTemplateAreas: { xs: '"image info remove" "total total total"', sm: '"image info total remove"' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ gridArea: 'image', width: { xs: 56, sm: 64 }, height: { xs: 56, sm: 64 }, borderRadius: 1, overflow: 'hidden', bgcolor: '#eef1f5', display: 'grid', placeItems: 'center' }}>
        {saved.image ? (
          <img src={saved.image} alt="" width={64} height={64} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <ImageOutlinedIcon aria-hidden sx={{ color: 'text.disabled' }} />
        )}
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link component={RouterLink} to={`/product/${encodeURIComponent(saved.productId)}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {saved.name}
        </Link>
        {saved.variantName && (
          <Typography variant="body2" color="textSecondary">
            {saved.variantName}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {quantityInWords(saved)}
        </Typography>
        {unitPrice && (
          <Typography variant="body2" color="textSecondary">
            {priceInWords({ ...saved, unitPrice })}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'total', textAlign: 'right' }}>
        {lineTotal ? (
          <>
            <Typography variant="caption" color="textSecondary" component="div">
              Line total
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(lineTotal)}</Typography>
          </>
        ) : (
          <Chip label="No longer available" color="warning" variant="outlined" size="small" />
        )}
      </Box>
      <IconButton
        sx={{ gridArea: 'remove' }}
        aria-label={`Remove ${label}`}
        onClick={onRemove}
        disabled={!removable || busy}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/** Replace the cart or add to it: asked only when the cart already holds lines. */
function UseOrderDialog({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (mode: 'replace' | 'add') => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="use-order-title" aria-describedby="use-order-text">
      <DialogTitle id="use-order-title">Your cart is not empty</DialogTitle>
      <DialogContent>
        <DialogContentText id="use-order-text">
          Replace what is in your cart with this saved order, or add its lines to your cart?
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="outlined" onClick={() => onChoose('add')}>
          Add to cart
        </Button>
        <Button variant="contained" onClick={() => onChoose('replace')}>
          Replace cart
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteDialog({
  open,
  name,
  busy,
  failure,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby="delete-saved-title" aria-describedby="delete-saved-text">
      <DialogTitle id="delete-saved-title">Delete saved order?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-saved-text">{name} will be deleted. Your cart is not changed.</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function fieldsOf({ order }: PricedSavedOrder): Fields {
  return { name: order.name, paymentOrder: order.paymentOrder, notes: order.notes };
}

function SavedOrderView({ savedOrders, loaded }: { savedOrders: SavedOrdersUseCases; loaded: PricedSavedOrder }) {
  const { notify } = useServices();
  const { cart } = useBuyerServices();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(loaded);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(loaded));
  const [nameError, setNameError] = useState<string | null>(null);
  const [editFailure, setEditFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [nothingToUse, setNothingToUse] = useState(false);
  const { order, lines, total, unavailable } = current;

  async function saveDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = savedOrders.nameProblem(fields.name);
    setNameError(problem);
    if (problem) {
      (form.elements.namedItem('name') as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    setEditFailure(null);
    try {
      const saved = await savedOrders.editDetails(order.id, fields);
      setCurrent((shown) => ({ ...shown, order: saved }));
      setFields({ name: saved.name, paymentOrder: saved.paymentOrder, notes: saved.notes });
      notify.success(savedOrdersMessages.updated);
    } catch (error) {
      const message = savedOrderFailure(error, savedOrdersMessages.updateFailed);
      setEditFailure(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  }

  async function removeLine(index: number) {
    const removed = lines[index];
    if (!removed) return;
    setBusy(true);
    try {
      setCurrent(await savedOrders.removeLine(current, index));
      notify.success(savedOrdersMessages.lineRemoved(removed.saved.name));
    } catch (error) {
      notify.error(savedOrderFailure(error, savedOrdersMessages.updateFailed));
    } finally {
      setBusy(false);
    }
  }

  function use(mode: 'replace' | 'add') {
    setAsking(false);
    const used = savedOrders.useInCart(current, mode);
    if (used.length === 0) {
      setNothingToUse(true);
      return;
    }
    notify.success(mode === 'replace' ? savedOrdersMessages.usedReplacing(used.length) : savedOrdersMessages.usedAdding(used.length));
    navigate('/checkout');
  }

  function startUse() {
    setNothingToUse(false);
    if (lines.every((line) => line.today === null)) {
      setNothingToUse(true);
      return;
    }
    if (cart.getSnapshot().context.items.length > 0) setAsking(true);
    else use('replace');
  }

  async function confirmDelete() {
    setBusy(true);
    setDeleteFailure(null);
    try {
      await savedOrders.remove(order.id);
      notify.success(savedOrdersMessages.deleted(order.name));
      navigate('/saved-orders');
    } catch (error) {
      const message = savedOrderFailure(error, savedOrdersMessages.deleteFailed);
      setDeleteFailure(message);
      notify.error(message);
      setBusy(false);
    }
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {order.name}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Saved on {readableDate(order.createdAt)} · updated {readableDate(order.updatedAt)}
          </Typography>
          {order.notYetSaved && <NotYetSaved />}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<ShoppingCartCheckoutIcon />} onClick={startUse} disabled={busy}>
            Use this order
          </Button>
          <DownloadCsvButton rows={() => savedOrderRows(current)} fileName={() => savedOrderFileName(order)} />
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => {
              setDeleteFailure(null);
              setDeleting(true);
            }}
            disabled={busy}
          >
            Delete
          </Button>
        </Box>
      </Box>
      {unavailable.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {savedOrdersMessages.notSoldAnyMore(unavailable)}
        </Alert>
      )}
      {nothingToUse && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {savedOrdersMessages.nothingToUse}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: { xs: '"lines" "summary" "details"', md: '"lines summary" "details summary"' },
        }}
      >
        <Section title="Lines" area="lines">
          <Box component="ul" aria-label="Saved order lines" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lines.map((line, index) => (
              <Line
                key={`${line.saved.productId}:${line.saved.variantId}:${line.saved.quantityType}`}
                line={line}
                removable={lines.length > 1}
                busy={busy}
                onRemove={() => void removeLine(index)}
              />
            ))}
          </Box>
          {lines.length === 1 && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {savedOrdersMessages.lastLine}
            </Typography>
          )}
        </Section>
        <Section title="Summary" area="summary">
          <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography component="dt">Total at today's prices</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
              {formatMoney(total)}
            </Typography>
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            Shipping and any coupon are worked out at checkout.
          </Typography>
        </Section>
        <Section title="Details" area="details">
          <Box component="form" noValidate onSubmit={saveDetails} aria-label="Saved order details">
            <SavedOrderFields value={fields} onChange={setFields} nameError={nameError} disabled={busy} />
            {editFailure && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {editFailure}
              </Alert>
            )}
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
              Save changes
            </Button>
          </Box>
        </Section>
      </Box>
      <Box sx={{ mt: 3 }}>
        <BackToSavedOrders />
      </Box>
      <UseOrderDialog open={asking} onClose={() => setAsking(false)} onChoose={use} />
      <DeleteDialog
        open={deleting}
        name={order.name}
        busy={busy}
        failure={deleteFailure}
        onClose={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

function DetailSkeleton() {
  return (
    <Box role="status" aria-label="Loading saved order" sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Skeleton variant="text" width={220} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 340px' } }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    </Box>
  );
}

function SavedOrderDetail({ savedOrders, role }: { savedOrders: SavedOrdersUseCases; role: Role }) {
  const { id = '' } = useParams();
  const result = useLoad(`saved-order:${id}:${role}`, () => savedOrders.open(id, role));
  const notFound = result.status === 'failed' && isNotFound(result.error);
  useFailureToast(result, notFound ? null : savedOrdersMessages.detailFailed);
  usePageTitle(notFound ? savedOrdersMessages.notFound : result.status === 'ready' ? result.data.order.name : 'Saved order');

  if (result.status === 'ready') return <SavedOrderView key={result.data.order.id} savedOrders={savedOrders} loaded={result.data} />;
  if (notFound) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {savedOrdersMessages.notFound}
        </Typography>
        <BackToSavedOrders />
      </Box>
    );
  }
  return (
    <>
      <Typography variant="h1">Saved order</Typography>
      {result.status === 'loading' ? (
        <DetailSkeleton />
      ) : (
        <>
          <ErrorState message={savedOrdersMessages.detailFailed} onRetry={result.retry} />
          <BackToSavedOrders />
        </>
      )}
    </>
  );
}

/** A saved order at today's prices: rename, PO and notes, remove lines, delete, and Use this order. */
export function SavedOrderDetailPage() {
  const savedOrders = savedOrdersFor(useBuyerServices());
  const { profile } = useSession();
  return profile && <SavedOrderDetail savedOrders={savedOrders} role={profile.role} />;
}
