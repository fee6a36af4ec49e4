import 'virtual:mantine-styles/public.css';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onLogout } from '@/lib/session';

/** The theme, with the Modal close button named in the page's language. */
function themeFor(closeLabel: string) {
  return createTheme({
    primaryColor: 'violet',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
    defaultRadius: 'md',
    // Plain objects, not Modal.extend(): that would put the whole Modal in every page's first chunk.
    components: {
      // Mantine's close button is an icon with no name; screen readers would announce "button".
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // A loader is a plain span: its aria-label ("Loading charts") needs a role to be announced.
      Loader: { defaultProps: { role: 'status' } },
    },
  });
}

// Mantine's default dimmed grey (3.3:1) and error red fail WCAG AA on white; darker shades pass.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

// Toasts queue in a store until this mounts, so it (and its styles) can load after the first paint.
const Notifications = lazy(() =>
  import('@/lib/notifications').then((m) => ({ default: m.Notifications })),
);

/** The browser passes the client holding the prerendered page's data; the server its own. */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // A signed-out user must not see the previous user's cached data.
  useEffect(() => onLogout(() => queryClient.clear()), [queryClient]);
  const { t } = useTranslation();
  const closeLabel = t('close');
  const theme = useMemo(() => themeFor(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
