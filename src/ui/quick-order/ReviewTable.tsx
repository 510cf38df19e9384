import Box from '@mui/material/Box';
import { memo, startTransition, useEffect, useState } from 'react';
import type { ReviewLine } from '../../application/quick-order/quick-order';
import { phrasesInWords } from '../../domain/pricing/unit-wording';
import { formatMoney } from '../../domain/shared/money';
import { KeptWhole } from './KeptWhole';

/** Rows the browser lays out or skips as one box (content-visibility), as the cart does with its lines. */
const ROWS_PER_GROUP = 25;
/** Groups drawn with the review's first paint; the rest follow in slices that let a tap through. */
const FIRST_GROUPS = 2;
const GROUPS_PER_STEP = 4;

const COLUMNS = [
  ['line', 'Line'],
  ['sku', 'SKU'],
  ['product', 'Product'],
  ['quantity', 'Quantity'],
  ['price', 'Unit price'],
  ['total', 'Line total'],
] as const;

/**
 * The whole table's look in one style sheet, the rows plain elements under it: a style per cell would be worked out
 * for each of a long list's thousands of cells. On a phone a row is a small card; from a tablet up, a table row.
 */
const tableSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '& .qo-head': { display: { xs: 'none', md: 'block' }, bgcolor: 'grey.100', fontWeight: 700, fontSize: '0.875rem' },
  '& .qo-group': { contentVisibility: 'auto', containIntrinsicSize: { xs: 'auto 2500px', md: 'auto 1500px' } },
  '& .qo-row': {
    display: 'grid',
    columnGap: 2,
    rowGap: 0.5,
    px: 1.5,
    py: 1,
    borderBottom: 1,
    borderColor: 'divider',
    alignItems: 'baseline',
    gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: '40px 110px minmax(0, 1fr) 140px 190px 100px', lg: '48px 130px minmax(0, 1fr) 190px 200px 110px' },
    gridTemplateAreas: {
      xs: '"product total" "sku sku" "quantity quantity" "price price" "problem problem"',
      md: '"line sku product quantity price total" "problem problem problem problem problem problem"',
    },
  },
  '& .qo-refused': { bgcolor: '#fff4f4' },
  '& .qo-row > *': { minWidth: 0, overflowWrap: 'anywhere' },
  ...Object.fromEntries(COLUMNS.map(([area]) => [`& .qo-${area}`, { gridArea: area }])),
  '& .qo-line': { display: { xs: 'none', md: 'block' } },
  // A phone's card leaves out what a refused line has not (its price), rather than a gap for it.
  '& .qo-row > [role="cell"]:empty': { display: { xs: 'none', md: 'block' } },
  // A refused line's quantity is the buyer's entry as typed: beside its SKU in the table, said by its reason on a phone.
  '& .qo-as-given': { display: { xs: 'none', md: 'block' } },
  '& .qo-price, & .qo-total': { textAlign: { md: 'right' } },
  '& .qo-total': { textAlign: 'right' },
  // A phrase wraps as a whole first, and within itself only when it is wider than the column.
  '& .qo-phrase': { display: 'inline-block' },
  '& .qo-row:not(.qo-header-row) .qo-total': { fontWeight: 700 },
  '& .qo-row:not(.qo-header-row) .qo-product': { fontWeight: 600 },
  '& .qo-row:not(.qo-header-row) .qo-sku': { fontFamily: 'monospace', fontSize: '0.875rem' },
  '& .qo-row:not(.qo-header-row) .qo-quantity, & .qo-row:not(.qo-header-row) .qo-price': {
    fontSize: { xs: '0.875rem', md: '1rem' },
    color: { xs: 'text.secondary', md: 'text.primary' },
  },
  '& .qo-where': { display: { md: 'none' }, fontFamily: 'body1.fontFamily', color: 'text.secondary' },
  '& .qo-problem': { gridArea: 'problem', fontSize: '0.875rem', color: 'text.secondary' },
  '& .qo-refused .qo-problem': { color: 'error.dark', fontWeight: 600 },
} as const;

/**
 * Words that break only between their phrases: "2 cases of 12" and "(24 units)", "$180.234 per fixture ·" and
 * "$1,081.404 per case"; a narrow column never leaves a middle dot or half a bracket on a line of its own.
 */
function Phrases({ words }: { words: readonly string[] }) {
  return words.map((phrase, index) => (
    <span key={index}>
      {index > 0 && ' '}
      <span className="qo-phrase">{phrase}</span>
    </span>
  ));
}

/** One review line: figures when it can be added, the reason beside the buyer's own entry when it cannot. */
const Row = memo(function Row({ line, index }: { line: ReviewLine; index: number }) {
  const refused = line.item === null;
  const where = line.sourceLines.join(', ');
  const product = [line.productName, line.variantName].filter(Boolean).join(', ');
  return (
    <div role="row" aria-rowindex={index + 2} className={refused ? 'qo-row qo-refused' : 'qo-row'}>
      <div role="cell" className="qo-line">
        {where}
      </div>
      <div role="cell" className="qo-sku">
        <span className="qo-where">{`Line ${where} · `}</span>
        {line.skuAsGiven}
      </div>
      <div role="cell" className="qo-product">
        {product || '—'}
      </div>
      <div role="cell" className={line.quantityInWords ? 'qo-quantity' : 'qo-quantity qo-as-given'}>
        {line.quantityInWords ? <Phrases words={line.quantityInWords.split(/ (?=\()/)} /> : line.quantityAsGiven}
      </div>
      <div role="cell" className="qo-price">
        {line.priceInWords && <Phrases words={phrasesInWords(line.priceInWords).split(/(?<=·) /)} />}
      </div>
      <div role="cell" className="qo-total">
        {line.lineTotal ? formatMoney(line.lineTotal) : ''}
      </div>
      {(line.problem || line.note) && (
        <div className="qo-problem">
          <KeptWhole text={[line.problem, line.note].filter(Boolean).join('. ')} />
        </div>
      )}
    </div>
  );
});

/** Every line of the review, in groups the browser may skip while off screen; long lists drawn in steps. */
export function ReviewTable({ lines, label }: { lines: readonly ReviewLine[]; label: string }) {
  const groupCount = Math.ceil(lines.length / ROWS_PER_GROUP);
  const [shown, setShown] = useState({ lines, drawn: FIRST_GROUPS });
  // A new list starts again from its first groups.
  const drawn = shown.lines === lines ? shown.drawn : FIRST_GROUPS;
  useEffect(() => {
    if (drawn >= groupCount) return;
    const timer = setTimeout(() => startTransition(() => setShown({ lines, drawn: drawn + GROUPS_PER_STEP })), 0);
    return () => clearTimeout(timer);
  }, [lines, drawn, groupCount]);

  const groups = Array.from({ length: Math.min(drawn, groupCount) }, (_, group) =>
    lines.slice(group * ROWS_PER_GROUP, (group + 1) * ROWS_PER_GROUP),
  );
  return (
    <Box role="table" aria-label={label} aria-rowcount={lines.length + 1} sx={tableSx}>
      <div role="rowgroup" className="qo-head">
        <div role="row" aria-rowindex={1} className="qo-row qo-header-row">
          {COLUMNS.map(([area, title]) => (
            <div key={area} role="columnheader" className={`qo-${area}`}>
              {title}
            </div>
          ))}
        </div>
      </div>
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} role="rowgroup" className="qo-group">
          {group.map((line, index) => (
            <Row key={index} line={line} index={groupIndex * ROWS_PER_GROUP + index} />
          ))}
        </div>
      ))}
    </Box>
  );
}
