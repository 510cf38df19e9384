/**
 * The shop's application layer on the demo backend, as the registration
 * scenarios drive it: the real machines and demo adapters over an in-memory
 * browser storage, with the machines' timers on a simulated clock.
 */
import { SimulatedClock } from 'xstate';
import { startAppServices, type AppServices } from '../../src/application/app-services';
import { catalogUseCases } from '../../src/application/catalog/catalog.use-cases';
import type { ProfileFields, ProfilePort, UploadFile } from '../../src/application/ports/profile.port';
import type { UserProfile } from '../../src/domain/accounts/profile';
import { DemoCatalog } from '../../src/infrastructure/demo/demo-catalog';
import { createDemoBackend } from '../../src/infrastructure/demo/demo-backend';

/** localStorage's contract, kept in memory. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** What reached the backend's PATCH /user after registering. */
export interface SentRegistration {
  readonly fields: ProfileFields;
  readonly resaleFile: UploadFile | null;
  readonly answer: UserProfile;
}

export interface RegistrationShop {
  readonly services: AppServices;
  readonly timers: SimulatedClock;
  readonly sent: SentRegistration[];
  /** Toasts the registration asked for. */
  readonly told: string[];
  /** 'home' each time the shop asked to show the home page. */
  readonly wentHome: string[];
  isSignedIn(): Promise<boolean>;
  createAccount(email: string, password: string): Promise<void>;
}

export function startRegistrationShop(): RegistrationShop {
  const storage = new MemoryStorage();
  const backend = createDemoBackend(storage);
  const sent: SentRegistration[] = [];
  const recordingProfile: ProfilePort = {
    getProfile: () => backend.profile.getProfile(),
    updateProfile: (fields, photo) => backend.profile.updateProfile(fields, photo),
    async completeRegistration(fields, resaleFile) {
      const answer = await backend.profile.completeRegistration(fields, resaleFile);
      sent.push({ fields, resaleFile, answer });
      return answer;
    },
  };
  const timers = new SimulatedClock();
  const services = startAppServices({
    info: { backend: 'demo', supportEmail: 'support@example.test', demoAccounts: [], demoPassword: null },
    catalog: catalogUseCases(new DemoCatalog()),
    identity: backend.identity,
    profile: recordingProfile,
    passwordReset: backend.passwordReset,
    authExpiry: { watch: () => () => undefined },
    cartStorage: { load: () => [], save: () => undefined, watch: () => () => undefined },
    demoControls: backend.controls,
    timers,
  });
  const told: string[] = [];
  const wentHome: string[] = [];
  services.registration.on('failed', (event) => told.push(event.message));
  services.registration.on('goHome', () => wentHome.push('home'));
  services.session.on('leaveAfterReview', () => wentHome.push('home'));
  return {
    services,
    timers,
    sent,
    told,
    wentHome,
    async isSignedIn() {
      return (await backend.identity.idToken()) !== null;
    },
    // Someone registering on another device: the same accounts, a sign-in this shop never sees.
    async createAccount(email, password) {
      const elsewhere = createDemoBackend(storage).identity;
      await elsewhere.createAccount(email, password);
      await elsewhere.signOut();
    },
  };
}
