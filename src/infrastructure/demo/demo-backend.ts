import type { DemoControlsPort } from '../../application/ports/demo-controls.port';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { PasswordResetPort } from '../../application/ports/password-reset.port';
import type { ProfilePort } from '../../application/ports/profile.port';
import { DemoControls } from './demo-controls';
import { DemoIdentity } from './demo-identity';
import { DemoPasswordReset } from './demo-password-reset';
import { DemoProfile } from './demo-profile';

export interface DemoBackend {
  readonly identity: IdentityPort;
  readonly profile: ProfilePort;
  readonly passwordReset: PasswordResetPort;
  readonly controls: DemoControlsPort;
}

/** The demo's account adapters over one storage: localStorage in the shop, an in-memory one in tests. */
export function createDemoBackend(storage: Storage = window.localStorage): DemoBackend {
  const identity = new DemoIdentity(storage);
  return {
    identity,
    profile: new DemoProfile(identity, storage),
    passwordReset: new DemoPasswordReset(),
    controls: new DemoControls(storage),
  };
}
