/** Marks that the shop reloaded itself to fetch a screen's code; kept for the tab, so a second failure never reloads again. */
export const RELOADED_FOR_SCREEN_KEY = 'reloadedForScreen';

export function reloadPage(): void {
  window.location.reload();
}

/**
 * May the page reload to fetch a screen that would not load (a deploy replaced its code, and a new page
 * names the new files)? Once per tab: true marks it done. False when it was done already, or when the tab
 * keeps no session storage, so a reload loop could not be ruled out.
 */
export function claimScreenReload(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR_SCREEN_KEY) !== null) return false;
    sessionStorage.setItem(RELOADED_FOR_SCREEN_KEY, String(Date.now()));
  } catch {
    return false;
  }
  return true;
}

/** A screen arrived: a later failure (the next deploy) may reload once again. */
export function forgetScreenReload(): void {
  try {
    sessionStorage.removeItem(RELOADED_FOR_SCREEN_KEY);
  } catch {
    // No session storage: nothing was kept.
  }
}
