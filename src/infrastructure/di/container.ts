import { Container, type ContainerModule } from 'inversify';
import { fromCallback, fromPromise, createActor } from 'xstate';
import type { AppServices } from '../../application/app-services';
import { sessionMachine, type SessionEvent } from '../../application/auth/session.machine';
import { cartMachine } from '../../application/cart/cart.machine';
import { cachedCatalog } from '../../application/catalog/cached-catalog';
import { catalogUseCases } from '../../application/catalog/catalog.use-cases';
import { toastNotifier } from '../../application/notifications/notifier';
import { toastMachine } from '../../application/notifications/toast.machine';
import { LocalStorageCart } from '../browser/local-storage-cart';
import { systemClock } from '../browser/system-clock';
import type { AppConfig } from '../config/config';
import { TOKENS } from './tokens';

/** The backend module is a chunk of its own, so the demo build carries no HTTP client and vice versa. */
async function backendModule(config: AppConfig): Promise<ContainerModule> {
  if (config.VITE_BACKEND === 'http') return (await import('./http.module')).httpModule(config);
  return (await import('./demo.module')).demoModule;
}

/** The composition root: config picks the backend module; shared adapters are bound once. */
export async function createContainer(config: AppConfig): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Clock).toConstantValue(systemClock);
  container.bind(TOKENS.CartStorage).toConstantValue(new LocalStorageCart());
  container.load(await backendModule(config));
  return container;
}

export function resolveAppServices(container: Container): AppServices {
  const identity = container.get(TOKENS.Identity);
  const profile = container.get(TOKENS.Profile);
  const cartStorage = container.get(TOKENS.CartStorage);

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

  return {
    info: container.get(TOKENS.AppInfo),
    catalog: catalogUseCases(cachedCatalog(container.get(TOKENS.Catalog), container.get(TOKENS.Clock))),
    identity,
    session,
    cart,
    toasts,
    notify,
    resetDemoData: container.get(TOKENS.ResetDemoData),
  };
}
