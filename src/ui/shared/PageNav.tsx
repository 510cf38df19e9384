import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';

/**
 * Previous/Next paging through ?page= (page 1 has none), as the product list
 * pages. `hasNext` is the use case's answer; while loading, Next waits.
 */
export function PageNav({ page, hasNext }: { page: number; hasNext: boolean }) {
  const [params, setParams] = useSearchParams();

  function goTo(nextPage: number) {
    const next = new URLSearchParams(params);
    if (nextPage <= 1) next.delete('page');
    else next.set('page', String(nextPage));
    setParams(next);
  }

  return (
    <Box
      component="nav"
      aria-label="Pagination"
      data-print="hide"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 3 }}
    >
      <Button variant="outlined" startIcon={<NavigateBeforeIcon />} disabled={page <= 1} onClick={() => goTo(page - 1)}>
        Previous
      </Button>
      <Typography aria-live="polite">Page {page}</Typography>
      <Button variant="outlined" endIcon={<NavigateNextIcon />} disabled={!hasNext} onClick={() => goTo(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
