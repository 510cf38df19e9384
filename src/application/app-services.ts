import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine, type SessionEvent } from './auth/session.machine';
import { cartMachine } from './cart/cart.machine';
import type { CatalogUseCases } from './catalog/catalog.use-cases';
import { toastNotifier, type Notifier } from './notifications/notifier';
import { toastMachine } from './notifications/toast.machine';
import type { CartStoragePort } from './ports/cart-storage.port';
import type { IdentityPort } from './ports/identity.port';
import type { ProfilePort } from './ports/profile.port';

export interface DemoAccount {
  readonly email: string;
  readonly role: string;
  readonly note: string;
}

export interface AppInfo {
  readonly backend: 'demo' | 'http';
  readonly supportEmail: string;
  /** Shown on the login page in demo mode; empty over HTTP. */
  readonly demoAccounts: readonly DemoAccount[];
  readonly demoPassword: string | null;
}

/** Everything a view may use, resolved once by the composition root. */
export interface AppServices {
  readonly info: AppInfo;
  readonly catalog: CatalogUseCases;
  readonly identity: IdentityPort;
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly cart: ActorRefFrom<typeof cartMachine>;
  readonly toasts: ActorRefFrom<typeof toastMachine>;
  readonly notify: Notifier;
  /** Puts the demo backend's seed back; absent over HTTP. */
  readonly resetDemoData: (() => void) | null;
}

export interface AppServiceParts {
  readonly info: AppInfo;
  readonly catalog: CatalogUseCases;
  readonly identity: IdentityPort;
  readonly profile: ProfilePort;
  readonly cartStorage: CartStoragePort;
  readonly resetDemoData: (() => void) | null;
}

/** Starts the machines on the given ports: the one wiring of the app, for the container and for tests. */
export function startAppServices({ info, catalog, identity, profile, cartStorage, resetDemoData }: AppServiceParts): AppServices {
  const toasts = createActor(toastMachine).start();
  const notify = toastNotifier(toasts);

  const session = createActor(
    sessionMachine.provide({
      actors: {
        watchIdentity: fromCallback<SessionEvent>(({ sendBack }) =>
          identity.watch((user) => sendBack({ type: 'IDENTITY_CHANGED', user })),
        ),
        signIn: fromPromise(({ input }: { input: { email: string; password: string } }) =>
          identity.signIn(input.email, input.password),
        ),
        loadProfile: fromPromise(() => profile.getProfile()),
        signOut: fromPromise(() => identity.signOut()),
      },
    }),
  ).start();

  const cart = createActor(
    cartMachine.provide({
      actions: {
        persist: (_, { items }) => cartStorage.save(items),
        notify: (_, notice) => notify[notice.kind](notice.message),
      },
    }),
    { input: { items: cartStorage.load() } },
  ).start();
  cartStorage.watch((items) => cart.send({ type: 'SYNC', items }));

  return { info, catalog, identity, session, cart, toasts, notify, resetDemoData };
}
