import type { Category } from '../../domain/catalog/catalog';
import { useServices } from '../app/services-context';
import { useLoad } from '../shared/useLoad';

/** Categories for navigation; empty while loading or after a failure (pages show their own errors). */
export function useCategories(): Category[] {
  const { catalog } = useServices();
  const categories = useLoad('categories', () => catalog.categories());
  return categories.status === 'ready' ? categories.data : [];
}
