import { TOUCH_TARGET_PX } from '../shared/touch-target';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { ChosenFile } from '../../application/ports/profile.port';
import { resaleFileProblem } from '../../domain/accounts/registration';
import { readChosenFile } from '../../application/profile/read-chosen-file';

interface ResaleFileFieldProps {
  readonly chosen: boolean;
  readonly onChange: (file: ChosenFile | null) => void;
}

/** The optional resale tax exempt form: checked as soon as it is picked; a refused file is not kept. */
export function ResaleFileField({ chosen, onChange }: ResaleFileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const target = event.target;
    const file = target.files?.[0];
    const picked = file ? await readChosenFile(file) : null;
    const refusal = picked ? resaleFileProblem(picked) : null;
    setProblem(refusal);
    // Empty the input too, so the refused file is neither shown nor sent, and picking it again re-checks it.
    if (refusal) target.value = '';
    onChange(refusal ? null : picked);
  }

  function remove() {
    if (input.current) input.current.value = '';
    setProblem(null);
    onChange(null);
  }

  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <FormLabel htmlFor={id}>Resale Tax Exempt Form (optional)</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box
          component="input"
          ref={input}
          id={id}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png"
          onChange={(event) => void pick(event)}
          aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          sx={{
            font: 'inherit',
            maxWidth: '100%',
            minHeight: TOUCH_TARGET_PX,
            '&::file-selector-button': {
              font: 'inherit',
              mr: 1.5,
              px: 2,
              py: 0.75,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'primary.main',
              cursor: 'pointer',
            },
          }}
        />
        {chosen && (
          <Button size="small" onClick={remove}>
            Remove file
          </Button>
        )}
      </Box>
      <FormHelperText id={`${id}-help`} sx={{ m: 0 }}>
        PDF, JPG or PNG, less than 5MB.
      </FormHelperText>
      {problem && (
        <FormHelperText id={`${id}-problem`} error role="alert" sx={{ m: 0 }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
