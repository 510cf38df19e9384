import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from './auth/session.machine';
import type { cartMachine } from './cart/cart.machine';
import type { CatalogUseCases } from './catalog/catalog.use-cases';
import type { Notifier } from './notifications/notifier';
import type { toastMachine } from './notifications/toast.machine';
import type { IdentityPort } from './ports/identity.port';

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
