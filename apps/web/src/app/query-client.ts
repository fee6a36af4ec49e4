import { QueryClient } from '@tanstack/react-query';

/** One per page view in the browser, one per prerender on the server. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
