import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchField } from '../shared/SearchField';

export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The products' search only: My Orders' `?search=` is its own box's.
  const searched = useLocation().pathname === '/products' ? (params.get('search') ?? '') : '';
  const [text, setText] = useState(searched);
  useEffect(() => setText(searched), [searched]);

  function submit() {
    const query = text.trim();
    navigate(query ? `/products?search=${encodeURIComponent(query)}` : '/products');
    onSearched?.();
  }

  return (
    <SearchField
      formLabel="Products"
      label="Search products"
      placeholder="Search products, SKUs…"
      value={text}
      onChange={setText}
      onSubmit={submit}
      sx={{ maxWidth: 520 }}
    />
  );
}
