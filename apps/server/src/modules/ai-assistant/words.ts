/** How the readings and the model's facts write dates, ordinals and lists. */
import { monthNames } from '@kusp/contracts';

/** '2031-04-07T…' → '07-04-2031', the product's d-m-y, from the date the engine wrote. */
export function dayOf(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** '2031-04' (or an ISO date) → 'April 2031'. */
export function monthOf(iso: string): string {
  return `${monthNames[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function names(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
