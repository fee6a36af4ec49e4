import type { Page } from '@playwright/test';

/**
 * Collects the page's uncaught errors, and with `console` its console errors too, for a test to
 * expect none.
 */
export function collectErrors(page: Page, { console = false } = {}) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (console)
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  return errors;
}
