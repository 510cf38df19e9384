import { useEffect, useState } from 'react';
import { useServices } from '../app/services-context';

/**
 * Whether the device can reach the network, as the app shell finds it (a request, not `navigator.onLine`); true
 * until the shell has started.
 */
export function useOnline(): boolean {
  const { appShell } = useServices();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => undefined as void;
    appShell(window.location.pathname).then(
      (shell) => {
        if (stopped) return;
        const follow = () => setOnline(!shell.getSnapshot().matches({ connection: 'offline' }));
        follow();
        unsubscribe = shell.subscribe(follow).unsubscribe;
      },
      // Without the shell's code (a failed download) the page cannot tell, and goes on as if online.
      () => undefined,
    );
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [appShell]);
  return online;
}
