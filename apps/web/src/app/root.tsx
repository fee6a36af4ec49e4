import type { QueryClient } from '@tanstack/react-query';
import type { i18n as Translator } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProvider } from './provider';
import { SessionProbe } from './session-probe';

/** The whole app, the same tree in the browser and in the server's prerender (hydration needs both). */
export function KuspApp({
  queryClient,
  router,
  i18n,
}: {
  queryClient: QueryClient;
  router: DataRouter;
  /** The page's translator: the browser's one, or the prerender's for this page's language. */
  i18n: Translator;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProvider queryClient={queryClient}>
          <SessionProbe />
          <RouterProvider router={router} />
        </AppProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
