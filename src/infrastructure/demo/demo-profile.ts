import type { ProfilePort } from '../../application/ports/profile.port';
import { BackendError } from '../../application/shared/backend-error';
import { profileSchema } from '../http/profile.schema';
import { demoAccounts } from './accounts.seed';
import type { DemoIdentity } from './demo-identity';

export class DemoProfile implements ProfilePort {
  constructor(private readonly identity: DemoIdentity) {}

  async getProfile() {
    const user = this.identity.current();
    const account = demoAccounts.find((candidate) => candidate.uid === user?.uid);
    if (!account) throw new BackendError('unauthorized', 'Not signed in');
    return profileSchema.parse(account.profile);
  }
}
