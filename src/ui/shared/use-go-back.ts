import { useLocation, useNavigate } from 'react-router-dom';

/** Back in history when the shop has a page to go back to, otherwise to `fallback`. */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  // The router marks the first page of a visit with the key 'default'.
  const { key } = useLocation();
  return () => {
    if (key !== 'default') navigate(-1);
    else navigate(fallback);
  };
}
