import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, startTransition, useEffect, useState } from 'react';
import type { ReviewLine } from '../../application/quick-order/quick-order';
import { formatMoney, formatUnitPrice } from '../../domain/shared/money';
import { unitOfMeasure } from '../cart/line-labels';

/** Rows the browser lays out or skips as one box (content-visibility), as the cart does with its lines. */
const ROWS_PER_GROUP = 25;
/** Groups drawn with the review's first paint; the rest follow in slices that let a tap through. */
const FIRST_GROUPS = 2;
const GROUPS_PER_STEP = 4;

const COLUMNS = ['Line', 'SKU', 'Product', 'Unit', 'Quantity', 'Units', 'Unit price', 'Line total'] as const;

const rowSx = {
  display: 'grid',
  columnGap: 2,
  rowGap: 0.5,
  px: 1.5,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
  alignItems: 'baseline',
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: '56px 130px minmax(0, 1fr) 110px 80px 60px 100px 110px' },
  gridTemplateAreas: {
    xs: '"product total" "sku sku" "figures figures" "problem problem"',
    md: '"line sku product unit quantity units price total" "problem problem problem problem problem problem problem problem"',
  },
} as const;

function cell(area: string, end = false): SxProps<Theme> & object {
  return { gridArea: area, minWidth: 0, overflowWrap: 'anywhere', ...(end ? { textAlign: { md: 'right' } } : {}) };
}

/** One review line: figures when it can be added, the reason beside the buyer's own entry when it cannot. */
const Row = memo(function Row({ line, index }: { line: ReviewLine; index: number }) {
  const refused = line.item === null;
  const product = [line.productName, line.variantName].filter(Boolean).join(', ');
  return (
    <Box role="row" aria-rowindex={index + 2} sx={{ ...rowSx, bgcolor: refused ? '#fff4f4' : undefined }}>
      <Box role="cell" sx={{ ...cell('line'), display: { xs: 'none', md: 'block' } }}>
        {line.sourceLines.join(', ')}
      </Box>
      <Box role="cell" sx={{ ...cell('sku'), fontFamily: 'monospace', fontSize: '0.875rem' }}>
        <Box component="span" sx={{ display: { md: 'none' }, fontFamily: 'body1.fontFamily', color: 'text.secondary' }}>
          {`Line ${line.sourceLines.join(', ')} · `}
        </Box>
        {line.skuAsGiven}
      </Box>
      <Box role="cell" sx={{ ...cell('product'), fontWeight: 600 }}>
        {product || '—'}
      </Box>
      <Box role="cell" sx={{ ...cell('unit'), display: { xs: 'none', md: 'block' } }}>
        {line.item ? unitOfMeasure(line.item) : ''}
      </Box>
      <Box role="cell" sx={{ ...cell('quantity', true), display: { xs: 'none', md: 'block' } }}>
        {line.item ? line.item.quantity : line.quantityAsGiven}
      </Box>
      <Box role="cell" sx={{ ...cell('units', true), display: { xs: 'none', md: 'block' } }}>
        {line.units ?? ''}
      </Box>
      <Box role="cell" sx={{ ...cell('price', true), display: { xs: 'none', md: 'block' } }}>
        {line.unitPrice ? formatUnitPrice(line.unitPrice) : ''}
      </Box>
      <Box role="cell" sx={{ ...cell('total', true), fontWeight: 700, textAlign: 'right' }}>
        {line.lineTotal ? formatMoney(line.lineTotal) : ''}
      </Box>
      {/* On a phone the unit, quantity, units and price go on one line of their own. */}
      {line.item && line.unitPrice && (
        <Typography aria-hidden variant="body2" color="textSecondary" sx={{ gridArea: 'figures', display: { md: 'none' } }}>
          {`${unitOfMeasure(line.item)} × ${line.item.quantity} (${line.units} units) · ${formatUnitPrice(line.unitPrice)} each`}
        </Typography>
      )}
      {(line.problem || line.note) && (
        <Typography
          variant="body2"
          sx={{ gridArea: 'problem', color: refused ? 'error.main' : 'text.secondary', display: 'flex', gap: 0.5, alignItems: 'center' }}
        >
          {refused && <ErrorOutlineIcon aria-hidden fontSize="small" />}
          {[line.problem, line.note].filter(Boolean).join('. ')}
        </Typography>
      )}
    </Box>
  );
});

/** Every line of the review, in groups the browser may skip while off screen; long lists drawn in steps. */
export function ReviewTable({ lines, label }: { lines: readonly ReviewLine[]; label: string }) {
  const groupCount = Math.ceil(lines.length / ROWS_PER_GROUP);
  const [drawn, setDrawn] = useState(FIRST_GROUPS);
  useEffect(() => {
    if (drawn >= groupCount) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((count) => count + GROUPS_PER_STEP)), 0);
    return () => clearTimeout(timer);
  }, [drawn, groupCount]);
  useEffect(() => setDrawn(FIRST_GROUPS), [lines]);

  const groups = Array.from({ length: Math.min(drawn, groupCount) }, (_, group) =>
    lines.slice(group * ROWS_PER_GROUP, (group + 1) * ROWS_PER_GROUP),
  );
  return (
    <Box role="table" aria-label={label} aria-rowcount={lines.length + 1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box role="rowgroup" sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'grey.100' }}>
        <Box role="row" aria-rowindex={1} sx={{ ...rowSx, py: 1.25 }}>
          {COLUMNS.map((column, index) => (
            <Box
              key={column}
              role="columnheader"
              sx={{
                ...cell(['line', 'sku', 'product', 'unit', 'quantity', 'units', 'price', 'total'][index]!, index >= 4),
                fontWeight: 700,
                fontSize: '0.875rem',
              }}
            >
              {column}
            </Box>
          ))}
        </Box>
      </Box>
      {groups.map((group, groupIndex) => (
        <Box
          key={groupIndex}
          role="rowgroup"
          sx={{ contentVisibility: 'auto', containIntrinsicSize: { xs: `auto ${group.length * 96}px`, md: `auto ${group.length * 48}px` } }}
        >
          {group.map((line, index) => (
            <Row key={groupIndex * ROWS_PER_GROUP + index} line={line} index={groupIndex * ROWS_PER_GROUP + index} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
