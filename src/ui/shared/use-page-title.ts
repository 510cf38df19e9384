import { useEffect } from 'react';

const SHOP_NAME = 'Lumen Trade';

/** The tab title names the page first, so screen readers and history show where a buyer is. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME} – Landscape Lighting for the Trade`;
  }, [title]);
}
