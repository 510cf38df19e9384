import { useEffect, useState } from 'react';
import type { AppShellActor } from '../../application/app-shell/app-shell.machine';
import { afterFirstPaint } from '../app/after-first-paint';
import { useServices } from '../app/services-context';
import { lazyPart } from '../shared/lazy-part';

const AppStatus = lazyPart(async () => (await import('./AppStatus')).AppStatus);

/** Starts following the connection and the app's version once the first screen has painted: none of it is in the first load. */
export function AppStatusHost() {
  const { appShell } = useServices();
  const [shell, setShell] = useState<AppShellActor | null>(null);
  useEffect(() => {
    let stopped = false;
    const cancel = afterFirstPaint(() => {
      void Promise.all([appShell(window.location.pathname), AppStatus.preload()]).then(
        ([started]) => !stopped && setShell(started),
        // Without its code (a failed download) the shop works on, unkept.
        () => undefined,
      );
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [appShell]);
  return shell ? <AppStatus shell={shell} /> : null;
}
