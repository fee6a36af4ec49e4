import './lib/zod-jitless';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from './app/query-client';
import { KuspApp } from './app/root';
import { appRoutes } from './app/router';
import { i18n, setLanguage } from './lib/i18n';
import { preloadScreenChunks } from './lib/screen-chunks';
import { PRERENDER_STATE_ID } from './prerender-state';
import { useSession } from './lib/session';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const state = document.getElementById(PRERENDER_STATE_ID)?.textContent;
// A prerendered public page is what a visitor with no session sees: it comes alive in place (with
// the data it was rendered from). Signed in, the page differs (navigation, redirects), so it is
// drawn afresh.
const prerendered = Boolean(container.firstElementChild) && useSession.getState().role === 'PUBLIC';
// Hydration data tells the router the page was already on screen: it leaves the scroll where the
// visitor has taken it instead of jumping to the top once the page comes alive.
const router = createBrowserRouter(appRoutes, prerendered ? { hydrationData: {} } : undefined);
const app = <KuspApp queryClient={queryClient} router={router} i18n={i18n} />;

// A page in Hindi is drawn once its catalogue's core has come (English's is in the entry).
const catalogue = setLanguage(i18n.language === 'hi' ? 'hi' : 'en');

if (prerendered) {
  // boot.ts, which loaded this, holds what the visitor does until the screen is alive.
  if (state) hydrate(queryClient, JSON.parse(state));
  // A transition: hydration yields to the visitor's input instead of holding the main thread. What
  // they do on a part not alive yet is made again once the screen is (early-actions).
  void Promise.allSettled([preloadScreenChunks(), catalogue]).finally(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  void catalogue.finally(() => {
    container.replaceChildren();
    createRoot(container).render(app);
  });
}
