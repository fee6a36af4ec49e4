import type { TFunction } from 'i18next';
import { i18n } from '@/lib/i18n';

/**
 * Names for every Pagination button (a disabled arrow has no text of its own), `current` 1-based.
 * `t`: the screen's translator (a prerendered page's own language); the browser's by default.
 */
export function paginationLabels(current: number, t: TFunction = i18n.t) {
  return {
    getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
      'aria-label': t(`common:pagination.${control}`),
    }),
    getItemProps: (item: number) => ({
      'aria-label': t('common:pagination.page', { page: item }),
      'aria-current': item === current ? ('page' as const) : undefined,
    }),
  };
}
