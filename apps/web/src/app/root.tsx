import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProvider } from './provider';
import { SessionProbe } from './session-probe';

/** The whole app, the same tree in the browser and in the server's prerender (hydration needs both). */
export function KuspApp({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <SessionProbe />
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
