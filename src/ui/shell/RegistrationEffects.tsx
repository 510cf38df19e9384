import { useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registrationMessages } from '../../domain/accounts/registration';
import { useServices } from '../app/services-context';

// The dialog (and MUI's modal machinery) loads once a registration is under way.
const loadDialog = () => import('./RegistrationSuccessDialog');
const RegistrationSuccessDialog = lazy(async () => ({ default: (await loadDialog()).RegistrationSuccessDialog }));

/** Turns what the registration reports into a toast, the trip home and the Registration Successful! dialog. */
export function RegistrationEffects() {
  const { registration, notify } = useServices();
  const navigate = useNavigate();
  const running = useSelector(registration, (snapshot) => !snapshot.matches('idle'));
  const registered = useSelector(registration, (snapshot) => snapshot.matches('registered'));

  useEffect(() => {
    const subscriptions = [
      registration.on('failed', () => notify.error(registrationMessages.failedToast)),
      registration.on('goHome', () => navigate('/')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [registration, notify, navigate]);

  useEffect(() => {
    if (running) void loadDialog();
  }, [running]);

  if (!registered) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationSuccessDialog onGotIt={() => registration.send({ type: 'GOT_IT' })} />
    </Suspense>
  );
}
