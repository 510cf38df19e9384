// Keyboard-only checks for browser tests: every Tab stop shows its focus, moves on and never falls to the page.
import assert from 'node:assert/strict';

/**
 * The focused element and the ring that shows it: its own outline or shadow,
 * or the one MUI draws for it (on the span around a radio or checkbox, as the
 * thickened outline of a text field, on the frame of the search box).
 */
export function focusState(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const name = element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent;
    const description = `${element.tagName.toLowerCase()} "${(name ?? '').trim().slice(0, 60)}"`;
    const shows = (color) => color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color);
    const ringOf = (box) => {
      const style = getComputedStyle(box);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && shows(style.outlineColor)) {
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      }
      return style.boxShadow === 'none' ? null : `box-shadow ${style.boxShadow}`;
    };
    const frame = element.closest('.Mui-focusVisible, .Mui-focused, [role="search"]');
    const notch = frame?.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
    const notchStyle = notch && getComputedStyle(notch);
    const notchRing =
      notchStyle && parseFloat(notchStyle.borderTopWidth) >= 2 && shows(notchStyle.borderTopColor)
        ? `text field outline ${notchStyle.borderTopWidth} ${notchStyle.borderTopColor}`
        : null;
    const moved = element !== window.lastFocus;
    // Chrome steps through a date input's month, day and year with Tab: the element stays the same.
    const dateSegment = element instanceof HTMLInputElement && element.type === 'date';
    return {
      description,
      onBody: element === document.body,
      movedOn: moved || dateSegment,
      ring: ringOf(element) ?? (frame && (ringOf(frame) ?? notchRing)),
    };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; every stop on the way must show its focus and move on. */
export async function tabTo(page, target, { back = false, limit = 60 } = {}) {
  await target.waitFor();
  for (let stop = 0; stop < limit; stop++) {
    await page.evaluate(() => {
      window.lastFocus = document.activeElement;
    });
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focusState(page);
    assert.equal(focus.onBody, false, 'the focus fell to the page body');
    assert.ok(focus.movedOn, `the focus is trapped on ${focus.description}`);
    assert.ok(focus.ring, `no visible focus ring on ${focus.description}`);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  assert.fail(`${target} was not reached in ${limit} presses`);
}

/** Asserts that `target` holds the focus (after a route change, a dialog opening or closing). */
export async function expectFocusOn(target) {
  await target.waitFor();
  // A screen may move the focus once its new state is painted (a long list beside it): a moment to arrive.
  const handle = await target.elementHandle();
  const focused = await handle
    .evaluate((element) => new Promise((resolve) => {
      const started = performance.now();
      const check = () => (element === document.activeElement ? resolve(true) : performance.now() - started > 2_000 ? resolve(false) : requestAnimationFrame(check));
      check();
    }))
    .finally(() => handle.dispose());
  assert.equal(focused, true, `${target} does not have the focus`);
}

