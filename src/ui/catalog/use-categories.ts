import type { Category } from '../../domain/catalog/catalog';
import { useServices } from '../app/services-context';
import { useLocation } from 'react-router-dom';
import { useLoad } from '../shared/useLoad';

const NO_CATEGORIES: Category[] = [];

/**
 * Categories for navigation; empty while loading or after a failure (pages
 * show their own errors). Asked again on every route change: the catalogue
 * cache answers within the minute, and a failure gets a fresh try.
 */
export function useCategories(): Category[] {
  const { catalog } = useServices();
  const { pathname, search } = useLocation();
  const categories = useLoad(`categories:${pathname}${search}`, () => catalog.categories());
  return categories.status === 'ready' ? categories.data : NO_CATEGORIES;
}
