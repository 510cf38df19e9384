import type { DemoControlsPort } from '../../application/ports/demo-controls.port';
import type { PasswordResetPort } from '../../application/ports/password-reset.port';
import type { ProfilePort } from '../../application/ports/profile.port';
import { DemoControls } from './demo-controls';
import { DemoIdentity } from './demo-identity';
import { DemoPasswordReset } from './demo-password-reset';
import { DemoProfile } from './demo-profile';

/** Signing in, the profile and the administrator stand-in: one chunk, which the shop loads on first use (demo.module.ts). */
export interface DemoAccountsBackend {
  readonly identity: DemoIdentity;
  readonly profile: ProfilePort;
  readonly passwordReset: PasswordResetPort;
  readonly controls: DemoControlsPort;
}

export function createDemoAccounts(storage: Storage = window.localStorage): DemoAccountsBackend {
  const identity = new DemoIdentity(storage);
  return {
    identity,
    profile: new DemoProfile(identity, storage),
    passwordReset: new DemoPasswordReset(),
    controls: new DemoControls(storage),
  };
}
