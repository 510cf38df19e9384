import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  useEffect(() => setText(params.get('search') ?? ''), [params]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/products?search=${encodeURIComponent(query)}` : '/products');
    onSearched?.();
  }

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', pl: 1.5, width: '100%', maxWidth: 520, bgcolor: 'background.paper', '&:focus-within': { borderColor: 'primary.main', boxShadow: '0 0 0 1px #1d3557' } }}
    >
      {/* A plain input: InputBase would add its autosize machinery to every page's first load. */}
      <Box
        component="input"
        type="search"
        enterKeyHint="search"
        aria-label="Search products"
        placeholder="Search products, SKUs…"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: 15,
          color: 'text.primary',
          py: 1,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <IconButton type="submit" aria-label="Search" sx={{ p: 1 }}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
