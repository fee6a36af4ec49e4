// A prerendered form is on screen before its screen's code has loaded. A visitor who presses its
// button in that moment would have the browser post the form itself (reloading the page and losing
// what they typed); instead the press is held and made again once the screen is alive.
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

// Listening as the event bubbles past the document: a form the app already handles has had its
// default prevented by then, and is left alone.
function hold(event: SubmitEvent) {
  if (event.defaultPrevented) return;
  event.preventDefault();
  held = { form: event.target as HTMLFormElement, submitter: event.submitter };
}

export function holdEarlySubmits() {
  document.addEventListener('submit', hold);
}

/** Called once the first screen has come alive: later submits are the app's own. */
export function releaseEarlySubmits() {
  document.removeEventListener('submit', hold);
  const pending = held;
  held = null;
  if (!pending?.form.isConnected) return;
  const { form, submitter } = pending;
  form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
}
