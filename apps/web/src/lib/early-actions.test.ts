import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyActions, releaseEarlyActions } from './early-actions';

/** As React does on a part of the page still waiting for its code: events there stop at the root. */
function waitingForCode(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root')!;
  const waiting = new Set<Element>();
  for (const kind of ['submit', 'click', 'input', 'change'])
    root.addEventListener(kind, (event) => {
      if ([...waiting].some((part) => part.contains(event.target as Node))) event.stopPropagation();
    });
  return {
    waiting: (part: Element) => waiting.add(part),
    /** React brought the element alive: it handles its events from now on. */
    alive: (element: Element) => Object.assign(element, { __reactProps$test: {} }),
    /** The screen's code arrived: nothing waits any more. */
    comeAlive: () => waiting.clear(),
  };
}

afterEach(() => releaseEarlyActions());

describe('a press on a prerendered form before its screen is alive', () => {
  function contactForm() {
    const page = waitingForCode(
      '<form><input name="firstName" /><button>Send message</button></form>',
    );
    const form = document.querySelector('form')!;
    const submits: Array<{ prevented: boolean; submitter: Element | null }> = [];
    form.addEventListener('submit', (event) =>
      // Read once every listener has run.
      queueMicrotask(() =>
        submits.push({ prevented: event.defaultPrevented, submitter: event.submitter }),
      ),
    );
    return { page, form, button: form.querySelector('button')!, submits };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve));

  it('does not post the page, and is made again with the same button once the screen is alive', async () => {
    const { page, form, button, submits } = contactForm();
    page.waiting(form);
    holdEarlyActions();
    button.click();
    await settle();
    expect(submits).toEqual([{ prevented: true, submitter: button }]);

    page.comeAlive();
    releaseEarlyActions();
    await settle();
    expect(submits).toHaveLength(2);
    expect(submits[1]!.submitter).toBe(button);
    // Once released, the form is the app's own again.
    button.click();
    await settle();
    expect(submits[2]!.prevented).toBe(false);
  });

  it('is not made again when React brought the form alive on the spot and sent it', async () => {
    const { page, form, button, submits } = contactForm();
    // React's listener at the root brings the form alive before handling the event.
    document.getElementById('root')!.addEventListener('submit', () => page.alive(form), {
      capture: true,
    });
    holdEarlyActions();
    button.click();
    releaseEarlyActions();
    await settle();
    expect(submits).toHaveLength(1);
  });

  it('leaves a form already alive to the app', async () => {
    const { page, form, button, submits } = contactForm();
    page.alive(form);
    holdEarlyActions();
    button.click();
    await settle();
    expect(submits).toEqual([{ prevented: false, submitter: button }]);
  });

  it('drops a press on a form the screen has since replaced', async () => {
    const { page, form, button, submits } = contactForm();
    page.waiting(form);
    holdEarlyActions();
    button.click();
    document.body.innerHTML = '';
    releaseEarlyActions();
    await settle();
    expect(submits).toHaveLength(1);
  });
});

describe('what a visitor does on a prerendered page before its screen is alive', () => {
  it('makes a press on a button again, but not one React handled', () => {
    const page = waitingForCode(
      '<nav><button id="menu">Menu</button></nav><main><button id="page-2"><span>2</span></button></main>',
    );
    const menu = document.getElementById('menu')!;
    const pageButton = document.getElementById('page-2')!;
    page.alive(menu); // the site's header is alive before the screen is
    page.waiting(document.querySelector('main')!);
    const pressed: string[] = [];
    document
      .getElementById('root')!
      .addEventListener(
        'click',
        (event) => pressed.push((event.target as Element).closest('button')!.id),
        { capture: true },
      );
    holdEarlyActions();
    menu.click();
    pageButton.querySelector('span')!.click();
    expect(pressed).toEqual(['menu', 'page-2']);

    page.comeAlive();
    releaseEarlyActions();
    expect(pressed).toEqual(['menu', 'page-2', 'page-2']);
  });

  it.each([
    ['still shows it', () => {}],
    ['reset it to the default', (android: HTMLInputElement) => (android.checked = true)],
  ])('makes a choice again when coming alive %s', (_case, comingAlive) => {
    const page = waitingForCode(
      '<input type="radio" name="os" value="android" checked><input type="radio" name="os" value="ios">',
    );
    const [android, ios] = document.querySelectorAll('input');
    page.waiting(ios!);
    const changes: string[] = [];
    document.addEventListener('change', (event) =>
      changes.push((event.target as HTMLInputElement).value),
    );
    holdEarlyActions();
    ios!.click();
    comingAlive(android!);
    page.comeAlive();
    releaseEarlyActions();
    expect([android!.checked, ios!.checked]).toEqual([false, true]);
    expect(changes).toEqual(['ios']); // the choice made again, which the app hears
  });

  it('types text again so that the app hears it, even where it is still shown', () => {
    const page = waitingForCode('<input name="email"><input name="name">');
    const [email, name] = document.querySelectorAll('input');
    page.waiting(document.getElementById('root')!.firstElementChild!);
    page.waiting(name!);
    const heard: string[] = [];
    document.addEventListener('input', (event) =>
      heard.push((event.target as HTMLInputElement).value),
    );
    holdEarlyActions();
    for (const [field, text] of [
      [email!, 'tester@kusp.example'],
      [name!, 'Asha'],
    ] as const) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    email!.value = ''; // what the form library's defaults did on coming alive
    expect(heard).toEqual([]);
    page.comeAlive();
    releaseEarlyActions();
    expect([email!.value, name!.value]).toEqual(['tester@kusp.example', 'Asha']);
    expect(heard).toEqual(['tester@kusp.example', 'Asha']);
  });

  it.each([
    ['still in it, opens its picker', false, ['date']],
    ['moved on, leaves it closed', true, []],
  ])('makes a press on a field again when the cursor is %s', (_case, movedOn, opened) => {
    const page = waitingForCode('<input name="date" readonly><input name="name">');
    const [date, name] = document.querySelectorAll('input');
    page.waiting(date!);
    const pressed: string[] = [];
    document.addEventListener('click', (event) =>
      pressed.push((event.target as HTMLInputElement).name),
    );
    holdEarlyActions();
    date!.focus();
    date!.click();
    if (movedOn) name!.focus();
    pressed.length = 0;
    page.comeAlive();
    releaseEarlyActions();
    expect(pressed).toEqual(opened);
  });

  it('marks when the first screen could be used', () => {
    performance.clearMarks();
    releaseEarlyActions();
    releaseEarlyActions();
    expect(performance.getEntriesByName('kusp:screen-alive')).toHaveLength(1);
  });
});
