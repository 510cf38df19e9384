import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useMemo, useState } from 'react';
import { DESCRIPTION_PREVIEW_LENGTH } from '../../domain/catalog/catalog';
import { htmlToText } from '../shared/html-text';

// DOMPurify comes with the full description, not with the page.
const SafeHtml = lazy(async () => ({ default: (await import('../shared/SafeHtml')).SafeHtml }));

/** A 200-character plain-text preview; Read More shows the sanitized description. */
export function ProductDescription({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const text = useMemo(() => htmlToText(html), [html]);
  const long = text.length > DESCRIPTION_PREVIEW_LENGTH;
  return (
    <Box component="section" aria-labelledby="description-title" sx={{ mt: 4 }}>
      <Typography id="description-title" variant="h2" sx={{ mb: 1.5 }}>
        Description
      </Typography>
      {expanded || !long ? (
        <Suspense fallback={<Typography sx={{ lineHeight: 1.65 }}>{text}</Typography>}>
          <SafeHtml html={html} />
        </Suspense>
      ) : (
        <Typography sx={{ lineHeight: 1.65 }}>{`${text.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…`}</Typography>
      )}
      {long && (
        <Button onClick={() => setExpanded((open) => !open)} aria-expanded={expanded} sx={{ px: 0 }}>
          {expanded ? 'Read Less' : 'Read More'}
        </Button>
      )}
    </Box>
  );
}
