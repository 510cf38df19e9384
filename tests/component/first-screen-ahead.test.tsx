// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../src/application/app-services';
import { readFirstScreenAhead } from '../../src/ui/app/routes';
import { useLoad } from '../../src/ui/shared/useLoad';

/** Only what reading ahead asks of the services: the catalogue. */
function servicesWithProduct(product: (id: string) => Promise<unknown>) {
  const catalog = { product: vi.fn(product) };
  return { services: { catalog } as unknown as AppServices, catalog };
}

describe('the first screen read ahead', () => {
  it("reads a product page's product before the first render, which draws it at once", async () => {
    const { services, catalog } = servicesWithProduct(async (id) => ({ id, name: 'Aurora Brass Path Light' }));
    await readFirstScreenAhead('/product/1', services, Promise.resolve(false));
    expect(catalog.product).toHaveBeenCalledExactlyOnceWith('1');

    const load = vi.fn(async () => ({ id: '1', name: 'read again' }));
    const { result } = renderHook(() => useLoad('product:1', load));
    expect(result.current).toMatchObject({ status: 'ready', data: { name: 'Aurora Brass Path Light' } });
    expect(load).not.toHaveBeenCalled();
  });

  it('reads nothing for the other screens, and a failed read leaves the screen to ask', async () => {
    const { services, catalog } = servicesWithProduct(() => Promise.reject(new Error('offline')));
    for (const path of ['/', '/products', '/cart', '/product/']) await readFirstScreenAhead(path, services, Promise.resolve(true));
    expect(catalog.product).not.toHaveBeenCalled();
    await expect(readFirstScreenAhead('/product/9', services, Promise.resolve(false))).resolves.toBeUndefined();
    expect(renderHook(() => useLoad('product:9', () => new Promise(() => undefined))).result.current.status).toBe('loading');
  });
});
