/** 'dd/MM/yyyy' of an ISO 8601 time, read at the offset it was written with. */
export const dayOf = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** 'dd/MM/yyyy HH:mm' of an ISO 8601 time, at the offset it was written with. */
export const dayAndTimeOf = (iso: string) => `${dayOf(iso)} ${iso.slice(11, 16)}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's UTC offset now as '+05:30'. */
export function localOffset(now = new Date()): string {
  const minutes = -now.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 'dd-MM-yyyy' of a local day, as the transit and e-mail calls take it. */
export const dashedDay = (date: Date) =>
  `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
