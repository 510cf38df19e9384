import { assign, createActor, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { AppShellPort } from '../ports/app-shell.port';

/**
 * Pages in the middle of paying: the checkout, the credit repayment and the pages the provider sends the buyer back
 * to. A new version is never offered there, so no buyer reloads (or has code swapped) between Pay and its outcome.
 */
export const MID_PAYMENT_PATHS: readonly string[] = ['/checkout', '/credit-payment', '/success', '/cancel'];

export function isMidPayment(path: string): boolean {
  return MID_PAYMENT_PATHS.some((page) => path === page || path.startsWith(`${page}/`));
}

export type AppShellEvent =
  | { type: 'CONNECTION_CHANGED'; online: boolean }
  /** A call failed to reach the backend while the page read online (a timeout, one bar of signal). */
  | { type: 'BACKEND_UNREACHABLE' }
  | { type: 'NEW_VERSION_WAITING' }
  | { type: 'PAGE_SHOWN'; path: string }
  | { type: 'RELOAD_CHOSEN' };

interface AppShellContext {
  path: string;
  startedOnline: boolean;
}

/**
 * The connection (online or not) and the app's version (the one running, or a new one waiting) side by side.
 * The new version only runs when the buyer chooses Reload, away from paying.
 */
export const appShellMachine = setup({
  types: {
    context: {} as AppShellContext,
    events: {} as AppShellEvent,
    input: {} as { path: string; online: boolean },
  },
  actions: {
    checkConnection: () => undefined,
  },
  actors: {
    watchConnection: fromCallback<AppShellEvent>(() => () => undefined),
    keepOnDevice: fromCallback<AppShellEvent>(() => () => undefined),
    switchToNewVersion: fromPromise<void>(async () => undefined),
  },
  guards: {
    startedOnline: ({ context }) => context.startedOnline,
    isOnline: ({ event }) => event.type === 'CONNECTION_CHANGED' && event.online,
    isOffline: ({ event }) => event.type === 'CONNECTION_CHANGED' && !event.online,
    awayFromPaying: ({ context }) => !isMidPayment(context.path),
  },
}).createMachine({
  id: 'appShell',
  type: 'parallel',
  context: ({ input }) => ({ path: input.path, startedOnline: input.online }),
  invoke: [{ src: 'watchConnection' }, { src: 'keepOnDevice' }],
  on: { PAGE_SHOWN: { actions: assign({ path: ({ event }) => event.path }) } },
  states: {
    connection: {
      initial: 'starting',
      states: {
        starting: { always: [{ target: 'online', guard: 'startedOnline' }, { target: 'offline' }] },
        online: { on: { CONNECTION_CHANGED: { target: 'offline', guard: 'isOffline' }, BACKEND_UNREACHABLE: { actions: 'checkConnection' } } },
        offline: { on: { CONNECTION_CHANGED: { target: 'online', guard: 'isOnline' } } },
      },
    },
    version: {
      initial: 'current',
      states: {
        current: { on: { NEW_VERSION_WAITING: 'waiting' } },
        waiting: { on: { RELOAD_CHOSEN: { target: 'switching', guard: 'awayFromPaying' } } },
        // The page reloads on the new version; should the switch fail, the offer stays.
        switching: { invoke: { src: 'switchToNewVersion', onError: 'waiting' } },
      },
    },
  },
});

export type AppShellActor = ActorRefFrom<typeof appShellMachine>;

/** Whether the buyer is offered the new version now: one is waiting, and this page is not in the middle of paying. */
export function offersNewVersion(snapshot: ReturnType<AppShellActor['getSnapshot']>): boolean {
  return snapshot.matches({ version: 'waiting' }) && !isMidPayment(snapshot.context.path);
}

/** Starts following the connection and keeping the app on the device, from the page at `path`. */
export function startAppShell(shell: AppShellPort, path: string): AppShellActor {
  return createActor(
    appShellMachine.provide({
      actions: { checkConnection: () => shell.checkConnection() },
      actors: {
        watchConnection: fromCallback<AppShellEvent>(({ sendBack }) =>
          shell.watchConnection((online) => sendBack({ type: 'CONNECTION_CHANGED', online })),
        ),
        keepOnDevice: fromCallback<AppShellEvent>(({ sendBack }) => {
          shell.keepOnDevice(() => sendBack({ type: 'NEW_VERSION_WAITING' }));
        }),
        switchToNewVersion: fromPromise(() => shell.switchToNewVersion()),
      },
    }),
    { input: { path, online: shell.isOnline() } },
  ).start();
}
