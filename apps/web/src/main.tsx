import './lib/zod-jitless';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from './app/query-client';
import { KuspApp } from './app/root';
import { appRoutes } from './app/router';
import { holdEarlyActions } from './lib/early-actions';
import { PRERENDER_STATE_ID } from './prerender-state';
import { useSession } from './lib/session';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const app = <KuspApp queryClient={queryClient} router={createBrowserRouter(appRoutes)} />;
const state = document.getElementById(PRERENDER_STATE_ID)?.textContent;

// A prerendered public page is what a visitor with no session sees: it comes alive in place (with
// the data it was rendered from). Signed in, the page differs (navigation, redirects), so it is
// drawn afresh.
if (container.firstElementChild && useSession.getState().role === 'PUBLIC') {
  holdEarlyActions();
  if (state) hydrate(queryClient, JSON.parse(state));
  // A transition: hydration yields to the visitor's input instead of holding the main thread. What
  // they do on a part not alive yet is made again once the screen is (early-actions).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
