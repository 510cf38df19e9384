import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { AppServices } from '../../application/app-services';
import type { UserProfile } from '../../domain/accounts/profile';

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesContext');
  return services;
}

/** `signingIn`: the login form's attempt is under way (identity, then profile). */
export type SessionStatus = 'loading' | 'signingIn' | 'signedIn' | 'signedOut';

/** Whether the profile's balance and due may be shown: `reading` and `unread` follow a payment that moved them. */
export type WalletFigures = 'current' | 'reading' | 'unread';

export interface SessionView {
  readonly status: SessionStatus;
  readonly profile: UserProfile | null;
  readonly walletFigures: WalletFigures;
}

export function useSession(): SessionView {
  const { session } = useServices();
  return useSelector(
    session,
    (snapshot) => {
      const status: SessionStatus =
        snapshot.matches('signedIn') || snapshot.matches('signingOut')
          ? 'signedIn'
          : snapshot.matches('signingIn') || (snapshot.matches('loadingProfile') && snapshot.context.justSignedIn)
            ? 'signingIn'
            : snapshot.matches('loading') || snapshot.matches('loadingProfile')
              ? 'loading'
              : // Signed out, or an unapproved account on its way out: no prices, no cart.
                'signedOut';
      const walletFigures: WalletFigures = !snapshot.context.walletOutdated
        ? 'current'
        : snapshot.matches({ signedIn: 'reloading' })
          ? 'reading'
          : 'unread';
      return { status, profile: snapshot.context.profile, walletFigures };
    },
    (a, b) => a.status === b.status && a.profile === b.profile && a.walletFigures === b.walletFigures,
  );
}
