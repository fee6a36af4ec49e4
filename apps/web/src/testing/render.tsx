import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the app navigated to, for assertions on the path. */
// eslint-disable-next-line react-refresh/only-export-components -- test helper, never hot-reloaded
function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` at `path` inside the app's providers (Mantine, a fresh query client without
 * retries, a memory router); any other path renders only the location. Mantine's test
 * environment shows a dropdown or dialog at once: its fade-in runs on animation frames and
 * timers, which a loaded machine delayed past a test's wait (the panchang's date picker).
 */
export function renderScreen(ui: ReactElement, options: { path?: string; at?: string } = {}) {
  const { path = '/', at = path } = options;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
