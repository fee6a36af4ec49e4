import { successScreens, type SuccessScreen } from '@kusp/contracts';

// Part 1 section 4: the server's message waits in session storage under the screen's key until
// /success/{key} shows it.

export function rememberThankYou(screen: SuccessScreen, message: string): void {
  sessionStorage.setItem(screen, message);
}

/** The stored message for a valid screen type; null sends the visitor home. */
export function thankYouMessage(screenType: string | undefined): string | null {
  const screen = successScreens.find((s) => s === screenType);
  return screen ? sessionStorage.getItem(screen) : null;
}
