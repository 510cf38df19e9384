import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { QuickOrderUseCases, SkuSuggestion } from '../../application/quick-order/quick-order.use-cases';
import type { ListUnit } from '../../domain/quick-order/order-list';
import { SelectField } from '../shared/SelectField';
import { TextInput } from '../shared/TextInput';

export interface SkuRow {
  readonly id: number;
  readonly sku: string;
  readonly quantity: string;
  readonly unit: ListUnit | null;
  /** The product chosen from the typeahead: it says which units the row can take. */
  readonly chosen: SkuSuggestion | null;
}

let nextRowId = 1;
export function emptyRow(): SkuRow {
  return { id: nextRowId++, sku: '', quantity: '1', unit: null, chosen: null };
}

/** Typeahead choices for what is typed, asked a moment after the typing stops. */
function useSuggestions(quickOrder: QuickOrderUseCases, term: string): SkuSuggestion[] {
  const [choices, setChoices] = useState<SkuSuggestion[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      quickOrder.suggest(term).then(
        (found) => current && setChoices(found),
        // A failed suggestion leaves the typed SKU as it is: the review asks the catalogue again.
        () => current && setChoices([]),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [quickOrder, term]);
  return choices;
}

function unitOptions(chosen: SkuSuggestion | null): ReadonlyArray<{ value: string; label: string }> | null {
  if (!chosen) return null;
  if (chosen.isPair) return [{ value: 'pair', label: 'Pairs' }];
  if (!chosen.allowCaseOrder) return null;
  return [
    { value: 'single', label: 'Single' },
    { value: 'case', label: `Case of ${chosen.caseSize}` },
  ];
}

function Row({
  row,
  number,
  quickOrder,
  onChange,
  onRemove,
}: {
  row: SkuRow;
  number: number;
  quickOrder: QuickOrderUseCases;
  onChange: (row: SkuRow) => void;
  onRemove: (() => void) | null;
}) {
  const choices = useSuggestions(quickOrder, row.sku);
  const units = unitOptions(row.chosen);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) 88px 48px', sm: 'minmax(0, 1fr) 100px 150px 48px' },
        gridTemplateAreas: { xs: '"sku sku sku" "quantity unit remove"', sm: '"sku quantity unit remove"' },
      }}
    >
      <Autocomplete
        freeSolo
        options={choices}
        filterOptions={(options) => options}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.sku)}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {option.sku}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
                {[option.productName, option.variantName].filter(Boolean).join(', ')}
              </Box>
            </Box>
          </li>
        )}
        inputValue={row.sku}
        onInputChange={(_, sku, reason) => {
          if (reason !== 'reset') onChange({ ...row, sku, chosen: row.chosen?.sku === sku ? row.chosen : null, unit: null });
        }}
        onChange={(_, value) => {
          if (value && typeof value !== 'string') onChange({ ...row, sku: value.sku, chosen: value, unit: value.isPair ? 'pair' : null });
        }}
        sx={{ gridArea: 'sku' }}
        renderInput={(params) => <TextField {...params} label={`SKU or product, line ${number}`} autoComplete="off" />}
      />
      <TextInput
        label="Quantity"
        value={row.quantity}
        onChange={(event) => onChange({ ...row, quantity: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity, line ${number}` } }}
        sx={{ gridArea: 'quantity' }}
      />
      <Box sx={{ gridArea: 'unit' }}>
        {units && (
          <SelectField
            label="Unit"
            value={row.unit ?? units[0]!.value}
            options={units}
            onChange={(event) => onChange({ ...row, unit: event.target.value as ListUnit })}
            slotProps={{ htmlInput: { 'aria-label': `Unit, line ${number}` } }}
            fullWidth
          />
        )}
      </Box>
      <Box sx={{ gridArea: 'remove', pt: 0.5 }}>
        {onRemove && (
          <IconButton aria-label={`Remove line ${number}`} onClick={onRemove} sx={{ width: 48, height: 48 }}>
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}

/** Typed rows: a SKU (or a product's name to find it), a quantity and, where the product has one, a unit. */
export function SkuRows({ rows, onRows, quickOrder }: { rows: readonly SkuRow[]; onRows: (rows: SkuRow[]) => void; quickOrder: QuickOrderUseCases }) {
  return (
    <Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {rows.map((row, index) => (
          <Row
            key={row.id}
            row={row}
            number={index + 1}
            quickOrder={quickOrder}
            onChange={(changed) => onRows(rows.map((each) => (each.id === row.id ? changed : each)))}
            onRemove={rows.length > 1 ? () => onRows(rows.filter((each) => each.id !== row.id)) : null}
          />
        ))}
      </Box>
      <Button startIcon={<AddIcon />} onClick={() => onRows([...rows, emptyRow()])} sx={{ mt: 2, minHeight: 44 }}>
        Add a line
      </Button>
    </Box>
  );
}
