import type { AppShellPort } from '../../src/application/ports/app-shell.port';

/** A device whose connection and app version a test sets: `goOffline`, `goOnline`, `newVersionArrives`. */
export function fakeAppShell({ online = true } = {}) {
  let connected = online;
  const connectionListeners = new Set<(online: boolean) => void>();
  let versionListener: (() => void) | null = null;
  const shell = {
    switches: 0,
    checks: 0,
    keepOnDevice(onNewVersionWaiting: () => void) {
      versionListener = onNewVersionWaiting;
    },
    async switchToNewVersion() {
      shell.switches += 1;
    },
    isOnline: () => connected,
    checkConnection() {
      shell.checks += 1;
    },
    watchConnection(onChange: (online: boolean) => void) {
      connectionListeners.add(onChange);
      return () => connectionListeners.delete(onChange);
    },
    goOffline() {
      connected = false;
      connectionListeners.forEach((listener) => listener(false));
    },
    goOnline() {
      connected = true;
      connectionListeners.forEach((listener) => listener(true));
    },
    newVersionArrives() {
      versionListener?.();
    },
  } satisfies AppShellPort & Record<string, unknown>;
  return shell;
}
