import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { memo, startTransition, useCallback, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalogMessages } from '../../application/catalog/catalog.messages';
import type { QuickOrderReview } from '../../application/quick-order/quick-order';
import type { QuickOrderUseCases } from '../../application/quick-order/quick-order.use-cases';
import { quickOrderMessages } from '../../application/quick-order/quick-order';
import { quickOrderFor } from '../../application/quick-order/quick-order.use-cases';
import { SIGNATURE_LENGTH } from '../../domain/accounts/upload';
import { readTypedRows, type ListReading } from '../../domain/quick-order/order-list';
import { formatMoney } from '../../domain/shared/money';
import { useSession } from '../app/services-context';
import { afterNextPaint } from '../shared/after-next-paint';
import { saveCsvFile } from '../shared/DownloadCsvButton';
import { ErrorState } from '../shared/ErrorState';
import { TextInput } from '../shared/TextInput';
import { useBuyerServices } from '../shared/use-buyer-services';
import { usePageTitle } from '../shared/use-page-title';
import { KeptWhole } from './KeptWhole';
import { ReviewTable } from './ReviewTable';
import { PricesAsOf } from '../shared/PricesAsOf';
import { emptyRow, SkuRows, type SkuRow } from './SkuRows';

type Way = 'rows' | 'paste' | 'file';

type ReviewState =
  | { readonly status: 'idle' }
  | { readonly status: 'reviewing' }
  | { readonly status: 'ready'; readonly review: QuickOrderReview }
  | { readonly status: 'failed' }
  /** Added: the message said, and the lines that were not added kept in view with their reasons. */
  | { readonly status: 'added'; readonly message: string; readonly review: QuickOrderReview };

const PASTE_FIELD_ID = 'quick-order-paste';
const PASTE_HELP = 'One line each: SKU and quantity, separated by a space, comma, semicolon or tab (two columns copied from a spreadsheet). Add case or single as a third column where needed.';

/**
 * The paste field: a plain textarea of fixed height. MUI's multiline field sizes itself by measuring a hidden copy of
 * the whole text on every render, a layout of 2,000 lines each time; memoised, it draws again only when the text does.
 */
const PasteField = memo(function PasteField({
  value,
  onChange,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
}) {
  return (
    <TextInput
      id={PASTE_FIELD_ID}
      label="Paste SKUs and quantities"
      multiline
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={'LT-001-1 10\nLT-002-1, 2, case'}
      helperText={PASTE_HELP}
      slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: 8, spellCheck: false, ...(describedBy ? { 'aria-describedby': `${PASTE_FIELD_ID}-helper-text ${describedBy}` } : {}) } }}
    />
  );
});

/** Its own memo: MUI's Tabs measure themselves after every render, a layout of the whole page beside a long review. */
const WayTabs = memo(function WayTabs({ way, onWay }: { way: Way; onWay: (way: Way) => void }) {
  return (
    <Tabs
      value={way}
      onChange={(_, value: Way) => onWay(value)}
      aria-label="How to give the list"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="paste" label="Paste list" id="quick-order-tab-paste" aria-controls="quick-order-panel" sx={{ minHeight: 48 }} />
      <Tab value="rows" label="Enter SKUs" id="quick-order-tab-rows" aria-controls="quick-order-panel" sx={{ minHeight: 48 }} />
      <Tab value="file" label="CSV file" id="quick-order-tab-file" aria-controls="quick-order-panel" sx={{ minHeight: 48 }} />
    </Tabs>
  );
});

/**
 * How the list is given: pasted, typed or uploaded. Its own component, memoised: what the review shows never draws
 * the pasted text again (a 2,000-line field is slow to render).
 */
const ListInput = memo(function ListInput({
  quickOrder,
  onReading,
  listProblem,
  onListProblem,
  busy,
}: {
  quickOrder: QuickOrderUseCases;
  onReading: (reading: ListReading) => void;
  listProblem: string | null;
  onListProblem: (problem: string) => void;
  busy: boolean;
}) {
  const [way, setWay] = useState<Way>('paste');
  const [rows, setRows] = useState<SkuRow[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [pasted, setPasted] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const problemId = useId();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    const firstBytes = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
    onReading(await quickOrder.readFile({ size: file.size, firstBytes, text: () => file.text() }));
  }

  function reviewTyped() {
    // Left enabled while checking, so focus stays on it; a second press then does nothing.
    if (busy) return;
    onReading(way === 'rows' ? readTypedRows(rows) : quickOrder.readPaste(pasted));
  }

  return (
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <WayTabs way={way} onWay={setWay} />
        <Box id="quick-order-panel" role="tabpanel" aria-labelledby={`quick-order-tab-${way}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {way === 'paste' && (
            <PasteField value={pasted} onChange={setPasted} describedBy={listProblem ? problemId : undefined} />
          )}
          {way === 'rows' && <SkuRows rows={rows} onRows={setRows} quickOrder={quickOrder} />}
          {way === 'file' && (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <Typography>
                A CSV file with the columns <strong>sku</strong>, <strong>quantity</strong> and, if needed, <strong>unit</strong> (case or
                single); at most 2,000 lines and 1 MiB. A file downloaded from your cart, an order or a saved order works too.
              </Typography>
              <Button component="label" variant="contained" startIcon={<UploadFileIcon />} sx={{ minHeight: 44 }}>
                Upload CSV
                <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={onFile} aria-label="Upload CSV" />
              </Button>
              {fileName && <Typography variant="body2" color="textSecondary">{`File: ${fileName}`}</Typography>}
              <Button
                variant="text"
                startIcon={<DownloadIcon />}
                sx={{ minHeight: 44 }}
                onClick={() => quickOrder.templateCsv().then((csv) => saveCsvFile('quick-order-template.csv', csv), () => onListProblem(catalogMessages.productsFailed))}
              >
                Download the template CSV
              </Button>
            </Box>
          )}
          {listProblem && (
            <Alert id={problemId} severity="error" role="alert" sx={{ mt: 2 }}>
              {listProblem}
            </Alert>
          )}
          {way !== 'file' && (
            <Button variant="contained" size="large" onClick={reviewTyped} aria-disabled={busy} sx={{ mt: 2 }}>
              Review lines
            </Button>
          )}
        </Box>
      </Paper>
  );
});

export function QuickOrderPage() {
  usePageTitle('Quick Order');
  const buyer = useBuyerServices();
  const quickOrder = useMemo(() => quickOrderFor(buyer), [buyer]);
  const { profile } = useSession();
  const role = profile?.role ?? '';

  const [listProblem, setListProblem] = useState<string | null>(null);
  const [state, setState] = useState<ReviewState>({ status: 'idle' });
  const lastReading = useRef<ListReading | null>(null);
  const reviewHeadingId = useId();

  const review = useCallback(async (reading: ListReading) => {
    lastReading.current = reading;
    if (!reading.ok) {
      setListProblem(reading.message);
      setState({ status: 'idle' });
      return;
    }
    setListProblem(null);
    setState({ status: 'reviewing' });
    // The "checking" state on screen first: reading a large catalogue would otherwise hold back the click's paint.
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    try {
      const reviewed = await quickOrder.review(reading.lines, role);
      // Rendered in slices that let a tap through: a long review's first rows are a long render of their own.
      startTransition(() => setState({ status: 'ready', review: reviewed }));
    } catch {
      setState({ status: 'failed' });
    }
  }, [quickOrder, role]);

  const onReading = useCallback((reading: ListReading) => void review(reading), [review]);

  function add(reviewed: QuickOrderReview) {
    const message = quickOrder.addToCart(reviewed);
    // The cart has the lines at once; the outcome is drawn in a task of its own, after the click's.
    startTransition(() => setState({ status: 'added', message, review: reviewed }));
  }

  const shown = state.status === 'ready' || state.status === 'added' ? state.review : null;
  // Focus lays out the page: beside a long review that is a task of its own, once the new state is on screen.
  const focusWhenShown = useCallback((node: HTMLDivElement | null) => {
    if (node) afterNextPaint(() => node.focus());
  }, []);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Quick Order
        </Typography>
        <Link component={RouterLink} to="/cart" sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
          View cart
        </Link>
      </Box>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Order a job list by SKU: type the lines, paste them from a spreadsheet, or upload a CSV file. You see every line at your
        prices before anything goes into your cart.
      </Typography>
      <PricesAsOf />

      <ListInput quickOrder={quickOrder} onReading={onReading} listProblem={listProblem} onListProblem={setListProblem} busy={state.status === 'reviewing'} />

      <Box aria-live="polite">
        {state.status === 'reviewing' && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Checking your lines against the catalogue…</Typography>
          </Box>
        )}
        {state.status === 'added' && (
          <Alert
            // The Add button sat at the foot of a long list: the outcome is brought into view and focus.
            ref={focusWhenShown}
            tabIndex={-1}
            severity={state.review.refused.length > 0 ? 'warning' : 'success'}
            action={
              <Button component={RouterLink} to="/cart" color="inherit" sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
                View cart
              </Button>
            }
            sx={{ mb: 2 }}
          >
            {state.message}
            {state.review.refused.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {state.review.refused.map((line) => (
                  <li key={line.sourceLines.join()}>
                    <KeptWhole text={`Line ${line.sourceLines.join(', ')}, ${line.skuAsGiven}: ${line.problem}`} />
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Box>
      {state.status === 'failed' && (
        <ErrorState message={catalogMessages.productsFailed} onRetry={() => lastReading.current && void review(lastReading.current)} />
      )}

      {shown && (
        <Box component="section" aria-labelledby={reviewHeadingId}>
          <Typography
            id={reviewHeadingId}
            variant="h2"
            // The review comes into view and focus when it is ready (on a phone it lies below the list).
            ref={state.status === 'ready' ? focusWhenShown : undefined}
            tabIndex={-1}
            sx={{ fontSize: '1.25rem', mb: 1, scrollMarginTop: 80 }}
          >
            Review
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {`${shown.ready.length} ${shown.ready.length === 1 ? 'line' : 'lines'} ready`}
            {shown.refused.length > 0 && ` · ${shown.refused.length} ${shown.refused.length === 1 ? 'line needs' : 'lines need'} attention`}
          </Typography>
          <ReviewTable lines={shown.lines} label="Review" />
          {/* Kept once the lines are added, its button swapped: taking the bar out beside a long table cost a layout of it. */}
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
              py: 2,
              mt: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography sx={{ fontSize: '1.125rem' }}>
              Total <strong>{formatMoney(shown.total)}</strong>
            </Typography>
            {state.status === 'added' ? (
              <Button component={RouterLink} to="/cart" variant="outlined" size="large">
                View cart
              </Button>
            ) : (
              <Button variant="contained" size="large" disabled={shown.ready.length === 0} onClick={() => add(shown)}>
                {quickOrderMessages.addButton(shown.ready.length)}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
