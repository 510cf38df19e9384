import { useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RegistrationActor } from '../../application/registration/start-registration';
import { useLoadedRegistration } from '../shared/use-registration';

// The dialog (and MUI's modal machinery) loads once a registration is under way.
const loadDialog = () => import('./RegistrationSuccessDialog');
const RegistrationSuccessDialog = lazy(async () => ({ default: (await loadDialog()).RegistrationSuccessDialog }));

/**
 * Lives in the shell because a registration outlasts its page (the trip home,
 * the dialog over it). Until the Create Account page has loaded the registration
 * there is nothing to follow, and following it must not load it.
 */
export function RegistrationEffects() {
  const registration = useLoadedRegistration();
  return registration && <RegistrationReports registration={registration} />;
}

/** Turns what the registration reports into the trip home and the Registration Successful! dialog (its failures show on its page). */
function RegistrationReports({ registration }: { registration: RegistrationActor }) {
  const navigate = useNavigate();
  const running = useSelector(registration, (snapshot) => !snapshot.matches('idle'));
  const registered = useSelector(registration, (snapshot) => snapshot.matches('registered'));

  useEffect(() => {
    const subscriptions = [
      registration.on('goHome', () => navigate('/')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [registration, navigate]);

  useEffect(() => {
    if (running) void loadDialog();
  }, [running]);

  // Once the dialog has closed, focus returns to the page's content: the form that opened it is gone (home after 2 s).
  const dialogShown = useRef(false);
  useEffect(() => {
    if (registered) dialogShown.current = true;
    else if (dialogShown.current) {
      dialogShown.current = false;
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [registered]);

  if (!registered) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationSuccessDialog onGotIt={() => registration.send({ type: 'GOT_IT' })} />
    </Suspense>
  );
}
