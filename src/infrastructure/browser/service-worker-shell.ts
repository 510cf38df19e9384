import { registerSW } from 'virtual:pwa-register';
import type { AppShellPort } from '../../application/ports/app-shell.port';

/** A file the service worker never keeps, so asking for it asks the network (build/app-shell-plugin.ts). */
export const CONNECTION_CHECK_URL = '/robots.txt';
const CONNECTION_CHECK_TIMEOUT_MS = 5000;
/**
 * How often the connection is checked again while there is none: a van's signal returns without an event (a page
 * opened with no signal still reads online), and drafts kept on the device must go within 5 s of its return. With no
 * network a check fails at once; each waits for the one before.
 */
export const OFFLINE_RECHECK_MS = 1_000;

/**
 * The service worker built by vite-plugin-pwa (build/app-shell-plugin.ts), and the connection. Registered once the
 * page has loaded, so keeping the app's files on the device never competes with the first screen for the network.
 * `navigator.onLine` only says whether the device has a network at all (a phone with one bar, or a reload with no
 * signal, still reads true), so the connection is what a request to the shop's origin finds.
 */
export function serviceWorkerShell(): AppShellPort {
  let switchToNewVersion: (() => Promise<void>) | null = null;
  let checkNow = (): void => undefined;
  return {
    keepOnDevice(onNewVersionWaiting) {
      if (!('serviceWorker' in navigator)) return;
      const register = () => {
        switchToNewVersion = registerSW({ immediate: true, onNeedRefresh: onNewVersionWaiting });
      };
      if (document.readyState === 'complete') register();
      else window.addEventListener('load', register, { once: true });
    },
    // The registration reloads the page once the new version controls it.
    switchToNewVersion: () => switchToNewVersion?.() ?? Promise.resolve(),
    isOnline: () => navigator.onLine,
    checkConnection: () => checkNow(),
    watchConnection(onChange) {
      let stopped = false;
      let recheck: ReturnType<typeof setTimeout> | undefined;
      const check = async () => {
        clearTimeout(recheck);
        const online = await reachesTheShop();
        if (stopped) return;
        onChange(online);
        if (!online) recheck = setTimeout(check, OFFLINE_RECHECK_MS);
      };
      const offline = () => {
        clearTimeout(recheck);
        onChange(false);
        recheck = setTimeout(check, OFFLINE_RECHECK_MS);
      };
      checkNow = () => void check();
      window.addEventListener('online', check);
      window.addEventListener('offline', offline);
      // A page the network served came with a signal; only one the service worker answered may have come without.
      if (navigator.serviceWorker?.controller) void check();
      return () => {
        stopped = true;
        checkNow = () => undefined;
        clearTimeout(recheck);
        window.removeEventListener('online', check);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

async function reachesTheShop(): Promise<boolean> {
  try {
    const answer = await fetch(CONNECTION_CHECK_URL, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(CONNECTION_CHECK_TIMEOUT_MS) });
    return answer.ok;
  } catch {
    return false;
  }
}
