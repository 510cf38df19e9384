// Issue 39: on a 390 px phone every control is at least 44 x 44 px (WCAG 2.5.5), on every route, signed out and
// signed in. A link inside a sentence is left out: it is part of the text (WCAG's inline exception).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useShop } from '../support/e2e.mjs';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, signedIn } from '../support/routes.mjs';

const PHONE = { width: 390, height: 844 };
export const MINIMUM_TARGET_PX = 44;

/** The controls on the page smaller than 44 x 44 px, each as "name (tag) width x height". */
function smallTargets(page) {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"]',
    );
    const small = [];
    const seen = new Set();
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      // A native radio or checkbox is hit through its label; a text field through its whole box.
      const target =
        control.matches('input[type="radio"], input[type="checkbox"]') ? (control.closest('label') ?? control)
        : control.matches('input, textarea, select') ? (control.closest('.MuiInputBase-root') ?? control)
        : control;
      if (seen.has(target)) continue;
      seen.add(target);
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = target.getBoundingClientRect();
      // Not drawn, or drawn 1 px (a skip link until focused).
      if (box.width <= 1 || box.height <= 1) continue;
      // A link inside a sentence: its block holds more text than the link.
      if (control.tagName === 'A' && style.display === 'inline') {
        const block = control.parentElement?.closest('p, li, dd, td, span, div');
        if (block && block.textContent.trim().length > control.textContent.trim().length) continue;
      }
      if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        small.push(`${name || control.getAttribute('name') || '(unnamed)'} (${control.tagName.toLowerCase()}) ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, MINIMUM_TARGET_PX);
}

describe('every control is at least 44 x 44 px on a 390 px phone', () => {
  const shop = useShop();
  const small = [];

  async function measure(label, page, route) {
    await (route.phoneReady ?? route.ready)(page);
    for (const target of await smallTargets(page)) small.push(`${label}: ${target}`);
    await page.context().close();
  }

  for (const route of [...PUBLIC_ROUTES, ...SIGNED_OUT_ROUTES]) {
    it(`${route.name}, signed out`, async () => measure(`${route.path} signed out`, await shop.open(route.path, PHONE), route));
  }
  for (const route of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES]) {
    it(`${route.name}, signed in`, async () => measure(`${route.path} signed in`, await signedIn(shop, route.path, { ...route, viewport: PHONE }), route));
  }

  it('none is smaller than 44 x 44 px', () => {
    assert.deepEqual(small, []);
  });
});
