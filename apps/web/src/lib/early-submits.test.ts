import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits, releaseEarlySubmits } from './early-submits';

function contactForm(onSubmit?: (event: SubmitEvent) => void) {
  document.body.innerHTML = '<form><input name="firstName" /><button>Send message</button></form>';
  const form = document.querySelector('form')!;
  const submits: Array<{ prevented: boolean; submitter: Element | null }> = [];
  form.addEventListener('submit', (event) => {
    onSubmit?.(event);
    // Read once every listener has run: the document's comes after the form's.
    queueMicrotask(() =>
      submits.push({ prevented: event.defaultPrevented, submitter: event.submitter }),
    );
  });
  return { form, button: form.querySelector('button')!, submits };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('a press on a prerendered form before its screen is alive', () => {
  afterEach(() => releaseEarlySubmits());

  it('does not post the page, and is made again with the same button once the screen is alive', async () => {
    const { button, submits } = contactForm();
    holdEarlySubmits();
    button.click();
    await settle();
    expect(submits).toEqual([{ prevented: true, submitter: button }]);

    releaseEarlySubmits();
    await settle();
    expect(submits).toHaveLength(2);
    expect(submits[1]!.submitter).toBe(button);
    // Once released, the form is the app's own again.
    button.click();
    await settle();
    expect(submits[2]!.prevented).toBe(false);
  });

  it('leaves a form the app already handles alone', async () => {
    const handled = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { button, submits } = contactForm(handled);
    holdEarlySubmits();
    button.click();
    releaseEarlySubmits();
    await settle();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(submits).toHaveLength(1);
  });

  it('drops a press on a form the screen has since replaced', async () => {
    const { button, submits } = contactForm();
    holdEarlySubmits();
    button.click();
    document.body.innerHTML = '';
    releaseEarlySubmits();
    await settle();
    expect(submits).toHaveLength(1);
  });
});
