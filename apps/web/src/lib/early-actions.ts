// A prerendered page is on screen before its screen's code has loaded, and a visitor may act on it
// in that moment. Nothing they do is lost:
// - a press on a form's button would have the browser post the form itself (reloading the page and
//   losing what they typed): it is held and made again once the screen is alive;
// - a press on another button (the blog's page buttons) does nothing yet: it is made again then;
// - a choice (a radio, a checkbox) or text typed into a field is shown at once by the browser, but
//   coming alive resets it to the form's defaults: it is made again, as the visitor made it;
// - a press on a field that opens a picker (a date, a list to choose from) only put the cursor in
//   it: if the cursor is still there, the press is made again and the picker opens.
//
// React handles what happens on the parts of the page already alive (the site's header), and on a
// part whose code has arrived but which it has not brought alive yet (it does so on the spot). On a
// part still waiting for its code, it stops the event at the page's root, or lets it pass
// unhandled: what is not alive in React once the event has bubbled back to the document was not
// handled, and is made again.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let listening = false;
const handledByReact = new WeakSet<Event>();
let submit: { event: Event; form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
let presses: Array<{ event: Event; button: HTMLElement }> = [];
/** The last change the visitor made to each field, and what they left in it. */
let fields = new Map<Field, { event: Event; value: string | boolean }>();
/** The last field pressed. */
let pointed: { event: Event; field: Field } | null = null;

/** React marks each element it has brought alive with its props (`__reactProps$…`). */
function aliveInReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');

/**
 * The element an event acts on: the form, the button pressed or the field. A choice's click is
 * heard as its change.
 */
function subjectOf(event: Event): Element | null {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type !== 'click') return target;
  if (isField(target)) return isChoice(target) ? null : target;
  return target?.closest('button, [role="button"]') ?? null;
}

/** On the event's way down, before React sees it. */
function keep(event: Event) {
  const target = subjectOf(event);
  if (!target || aliveInReact(target)) return;
  if (event.type === 'submit') {
    const form = target as HTMLFormElement;
    event.preventDefault(); // never posted by the browser
    submit = { event, form, submitter: (event as SubmitEvent).submitter };
  } else if (event.type === 'click' && isField(target)) {
    pointed = { event, field: target };
  } else if (event.type === 'click') {
    const button = target as HTMLElement;
    if (button.matches(':disabled')) return;
    // A form's own button: its submit is held as one.
    if (button instanceof HTMLButtonElement && button.form && button.type === 'submit') return;
    presses.push({ event, button });
  } else if (isField(target)) {
    fields.set(target, { event, value: isChoice(target) ? target.checked : target.value });
  }
}

/** Back at the document, after React: alive now, React brought it alive on the spot and handled it. */
function reached(event: Event) {
  const subject = subjectOf(event);
  if (subject && aliveInReact(subject)) handledByReact.add(event);
}

const kinds = ['submit', 'click', 'input', 'change'] as const;

export function holdEarlyActions() {
  if (listening) return;
  listening = true;
  for (const kind of kinds) {
    document.addEventListener(kind, keep, { capture: true });
    document.addEventListener(kind, reached);
  }
}

/** Types the text again so that React (and the form library) hear it as the visitor's input. */
function retype(field: Field, text: string) {
  // React remembers the last value it saw through the element's own setter; clearing through it
  // makes the text set below a change that React reports.
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  const kind = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(kind, { bubbles: true }));
}

const screenAlive = 'kusp:screen-alive';

/** Called once the first screen has come alive: from then on, everything is the app's own. */
export function releaseEarlyActions() {
  // When a screen could first be used, for a trace or a test to read.
  if (performance.getEntriesByName(screenAlive).length === 0) performance.mark(screenAlive);
  if (!listening) return;
  listening = false;
  for (const kind of kinds) {
    document.removeEventListener(kind, keep, { capture: true });
    document.removeEventListener(kind, reached);
  }
  const dropped = ({ event }: { event: Event }) => !handledByReact.has(event);
  const [changed, opened, pressed, held] = [fields, pointed, presses, submit];
  fields = new Map();
  pointed = null;
  presses = [];
  submit = null;
  // What the visitor chose and typed, then what they pressed.
  for (const [field, change] of changed) {
    if (!dropped(change) || !field.isConnected) continue;
    if (typeof change.value === 'boolean') {
      // The opposite through the element's own setter, which React remembers, then a real click:
      // React hears the choice even where the page still shows it.
      (field as HTMLInputElement).checked = !change.value;
      field.click();
    } else if (change.value !== '' || field.value !== '') retype(field, change.value);
  }
  if (opened && dropped(opened) && opened.field === document.activeElement) opened.field.click();
  for (const press of pressed) if (dropped(press) && press.button.isConnected) press.button.click();
  // A form React handled on the spot has already been sent.
  if (!held || !dropped(held) || !held.form.isConnected) return;
  const { form, submitter } = held;
  form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
}
