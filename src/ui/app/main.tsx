import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, loadConfig } from '../../infrastructure/config/config';
import { createAppServices } from '../../infrastructure/di/composition-root';
import { App } from './App';
import { nextTask } from '../../application/shared/next-task';
import { preloadScreen, readFirstScreenAhead } from './routes';
import { showsWallet } from './wallet-screens';
import { preloadSignedInActions } from '../shell/Header';

/** Beyond this, a slow sign-in service gets the page's loading state rather than a blank page. */
const FIRST_SCREEN_WAIT_LIMIT_MS = 3000;
/** Beyond this once the session is known, the screen paints its skeleton and its data follows. */
const READ_AHEAD_WAIT_LIMIT_MS = 1000;

const root = createRoot(document.getElementById('root')!);

function showStartupError(message: string) {
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'margin:2rem;padding:1rem;border:2px solid #c62828;color:#7f1d1d;white-space:pre-wrap;font:14px system-ui';
  box.textContent = message;
  document.getElementById('root')!.replaceChildren(box);
}

async function start() {
  try {
    // The entry's evaluation (React, MUI's themes, the machines) is one long task already: the start goes in the next.
    await nextTask();
    const config = loadConfig(import.meta.env);
    // The first screen's code and the backend load together; the first render waits for both, so it
    // paints the screen itself rather than a loading spinner that React would then hold for a while.
    const { pathname } = window.location;
    const [services] = await Promise.all([
      createAppServices(config, { showsWallet: showsWallet(pathname) }),
      preloadScreen(pathname),
    ]);
    // With a stored sign-in, the session and the buyer's services too: the first paint is the buyer's page itself,
    // not the shell and a spinner followed by a second round of loading and rendering.
    const signedIn = services.firstScreenReady(FIRST_SCREEN_WAIT_LIMIT_MS).then(() => services.session.getSnapshot().matches('signedIn'));
    // The screen's own data (a product page's product) is read meanwhile: its first render paints it, not a skeleton.
    const readAhead = readFirstScreenAhead(pathname, services, signedIn);
    if (await signedIn) await preloadSignedInActions();
    await Promise.race([readAhead, new Promise((resolve) => setTimeout(resolve, READ_AHEAD_WAIT_LIMIT_MS))]);
    const app = (
      <StrictMode>
        <App services={services} />
      </StrictMode>
    );
    // A page the service worker answered (a repeat visit, with or without a signal) has its code and data on the
    // device: one task paints it 230-350 ms sooner at 4x CPU, and nothing is on screen to answer meanwhile. A first
    // visit renders as a transition, in slices that yield to the browser: in one task, Lighthouse counted 400-650 ms
    // of blocking time on every page.
    if (navigator.serviceWorker?.controller) root.render(app);
    else startTransition(() => root.render(app));
  } catch (error) {
    // A missing setting stops start-up with its name, rather than a blank page.
    const message = error instanceof ConfigError ? `The shop cannot start.\n${error.message}` : String(error);
    console.error(message);
    showStartupError(message);
  }
}

void start();
