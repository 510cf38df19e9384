import type { Category } from '../../domain/catalog/catalog';
import { useServices } from '../app/services-context';
import { useLocation } from 'react-router-dom';
import { useLoad } from '../shared/useLoad';

const NO_CATEGORIES: Category[] = [];

/**
 * Categories for navigation; empty while loading, after a failure (pages
 * show their own errors) or while not `wanted` (nothing shows them). Asked
 * again on every route change: the catalogue cache answers within the
 * minute, and a failure gets a fresh try.
 */
export function useCategories(wanted = true): Category[] {
  const { catalog } = useServices();
  const { pathname, search } = useLocation();
  const categories = useLoad(wanted ? `categories:${pathname}${search}` : 'categories:not-shown', () =>
    wanted ? catalog.categories() : Promise.resolve(NO_CATEGORIES),
  );
  return categories.status === 'ready' ? categories.data : NO_CATEGORIES;
}
