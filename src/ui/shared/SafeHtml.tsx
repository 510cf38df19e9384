import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links in descriptions open safely in a new tab.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span', 'table', 'tbody', 'tr', 'td', 'th'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

/** Renders backend HTML only after DOMPurify has removed scripts, handlers and javascript: links. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      sx={{ '& p': { mt: 0, mb: 1.5 }, '& ul, & ol': { pl: 3, mb: 1.5 }, '& li': { mb: 0.5 }, lineHeight: 1.65 }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
