import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { lazyPart } from '../shared/lazy-part';

const SignOutWarning = lazyPart(async () => (await import('./SignOutWarning')).SignOutWarning);

/** The navigation state that asks SessionEffects to sign out once home is shown. */
export interface LogoutState {
  readonly logout?: true;
}

export interface Logout {
  readonly logout: () => void;
  /** The warning to render while the buyer decides (drafts saved with no signal would be deleted), else null. */
  readonly warning: ReactNode;
}

/**
 * Goes home first and signs out there (SessionEffects): ending the session while a signed-in page is still shown
 * would bounce the buyer to /login. Drafts kept on the device and not yet on the account are named first.
 */
export function useLogout(): Logout {
  const navigate = useNavigate();
  const { buyer } = useServices();
  const [waiting, setWaiting] = useState<readonly string[] | null>(null);
  const signOut = () => {
    setWaiting(null);
    void navigate('/', { state: { logout: true } satisfies LogoutState });
  };
  const logout = () => {
    buyer()
      .then((services) => services.waitingDrafts())
      .then(
        (drafts) => (drafts.length > 0 ? setWaiting(drafts.map((waitingDraft) => waitingDraft.draft.name)) : signOut()),
        // The buyer's services could not load (their code is not on the device): there is nothing of theirs to name.
        signOut,
      );
  };
  const warning = waiting && <SignOutWarning drafts={waiting} onStay={() => setWaiting(null)} onSignOut={signOut} />;
  return { logout, warning };
}
