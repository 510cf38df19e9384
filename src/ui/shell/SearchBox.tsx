import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useEffect, useState, type FormEvent } from 'react';
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
      sx={{ display: 'flex', alignItems: 'center', pl: 1.5, width: '100%', maxWidth: 520, bgcolor: 'background.paper' }}
    >
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search products, SKUs…"
        inputProps={{ 'aria-label': 'Search products', type: 'search', enterKeyHint: 'search' }}
        sx={{ flex: 1, fontSize: 15 }}
      />
      <IconButton type="submit" aria-label="Search" sx={{ p: 1 }}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
