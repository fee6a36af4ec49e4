/** Calendar and time-scale conversions (Gregorian calendar, UT and TT). */

/** Julian day of a Gregorian calendar date; `hours` may carry the fraction of the day. */
export function julianDay(year: number, month: number, day: number, hours = 0): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const jdn =
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045;
  return jdn - 0.5 + hours / 24;
}

const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JD = 2440587.5;

/** Milliseconds since 1970-01-01T00:00:00Z of a UT Julian day. */
export function epochMsFromJulianDay(jd: number): number {
  return (jd - UNIX_EPOCH_JD) * MS_PER_DAY;
}

/** Julian centuries of TT since J2000.0. */
export function centuriesSinceJ2000(jdTt: number): number {
  return (jdTt - 2451545) / 36525;
}

/*
 * ΔT = TT − UT1 in seconds on 1 January of each year 1798..2202: Stephenson, Morrison & Hohenkerk (2016)
 * before 1955, Astronomical Almanac / IERS values to 2028, then the long-term extrapolation, as sampled
 * from Swiss Ephemeris 2.10 — the values Jagannatha Hora and most Vedic software use, so charts agree.
 */
const DELTA_T_FIRST_YEAR = 1798;
// prettier-ignore
const DELTA_T = [
  19.43, 19.03, 18.60, 18.15, 17.68, 17.20, 16.75, 16.32, 15.94, 15.62, 15.37, 15.21, 15.16, 15.22, 15.37,
  15.59, 15.85, 16.11, 16.36, 16.56, 16.68, 16.70, 16.60, 16.34, 15.95, 15.44, 14.85, 14.19, 13.48, 12.76,
  12.04, 11.34, 10.69, 10.10, 9.58, 9.13, 8.74, 8.42, 8.15, 7.93, 7.77, 7.67, 7.61, 7.60, 7.63,
  7.71, 7.82, 7.98, 8.17, 8.40, 8.66, 8.95, 9.27, 9.61, 9.93, 10.18, 10.33, 10.33, 10.15, 9.85,
  9.51, 9.20, 9.00, 8.95, 8.97, 8.93, 8.72, 8.22, 7.35, 6.19, 4.88, 3.55, 2.34, 1.33, 0.52,
  -0.13, -0.68, -1.16, -1.61, -2.04, -2.45, -2.85, -3.24, -3.60, -3.93, -4.19, -4.36, -4.41, -4.33, -4.17,
  -4.00, -3.89, -3.90, -4.09, -4.39, -4.71, -4.95, -5.03, -4.88, -4.49, -3.87, -3.03, -1.99, -0.76, 0.61,
  2.05, 3.50, 4.91, 6.23, 7.48, 8.68, 9.89, 11.13, 12.43, 13.74, 15.05, 16.31, 17.47, 18.51, 19.43,
  20.25, 20.97, 21.61, 22.18, 22.68, 23.12, 23.48, 23.78, 24.02, 24.19, 24.31, 24.39, 24.42, 24.41, 24.37,
  24.32, 24.24, 24.16, 24.08, 24.04, 24.06, 24.17, 24.42, 24.83, 25.35, 25.92, 26.51, 27.05, 27.50, 27.89,
  28.24, 28.58, 28.93, 29.32, 29.70, 30.18, 30.62, 31.07, 31.35, 31.68, 32.18, 32.68, 33.15, 33.59, 34.00,
  34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.20, 40.18, 41.17, 42.23, 43.37, 44.49, 45.48, 46.46, 47.52,
  48.54, 49.59, 50.54, 51.38, 52.17, 52.96, 53.79, 54.34, 54.87, 55.32, 55.82, 56.30, 56.86, 57.57, 58.31,
  59.12, 59.99, 60.79, 61.63, 62.30, 62.97, 63.47, 63.83, 64.09, 64.30, 64.47, 64.57, 64.69, 64.85, 65.15,
  65.46, 65.78, 66.07, 66.32, 66.60, 66.91, 67.28, 67.64, 68.10, 68.59, 68.97, 69.22, 69.36, 69.36, 69.29,
  69.18, 69.10, 69.00, 68.90, 68.80, 68.80, 69.04, 69.28, 69.52, 69.76, 70.01, 70.26, 70.51, 70.76, 71.02,
  71.28, 71.54, 71.80, 72.07, 72.33, 72.61, 72.88, 73.16, 73.44, 73.72, 74.00, 74.29, 74.58, 74.87, 75.17,
  75.47, 75.77, 76.07, 76.38, 76.69, 77.01, 77.32, 77.64, 77.97, 78.29, 78.62, 78.95, 79.29, 79.62, 79.97,
  80.31, 80.66, 81.01, 81.36, 81.72, 82.08, 82.45, 82.81, 83.19, 83.56, 83.94, 84.32, 84.70, 85.09, 85.49,
  85.88, 86.28, 86.68, 87.09, 87.50, 87.92, 88.33, 88.76, 89.18, 89.61, 90.04, 90.48, 90.92, 91.36, 91.81,
  92.27, 92.72, 93.18, 93.65, 94.11, 94.59, 95.06, 95.54, 96.03, 96.52, 97.01, 97.51, 98.01, 98.52, 99.03,
  99.54, 100.06, 100.58, 101.11, 101.64, 102.18, 102.72, 103.27, 103.82, 104.37, 104.93, 105.49, 106.06, 106.63, 107.21,
  107.79, 108.37, 108.96, 109.55, 110.14, 110.74, 111.34, 111.95, 112.56, 113.18, 113.80, 114.43, 115.06, 115.70, 116.34,
  116.99, 117.64, 118.30, 118.96, 119.63, 120.30, 120.98, 121.66, 122.35, 123.04, 123.74, 124.45, 125.16, 125.87, 126.59,
  127.32, 128.05, 128.79, 129.53, 130.28, 131.03, 131.79, 132.55, 133.32, 134.10, 134.88, 135.67, 136.46, 137.26, 138.06,
  138.87, 139.69, 140.51, 141.33, 142.17, 143.01, 143.85, 144.70, 145.56, 146.42, 147.29, 148.16, 149.05, 149.93, 150.82,
  151.72, 152.63, 153.54, 154.46, 155.38, 156.31, 157.25, 158.19, 159.14, 160.10, 161.06, 162.02, 163.00, 163.98, 164.96,
];

/** ΔT in seconds for a UT Julian day, by four-point interpolation in the yearly table. */
export function deltaTSeconds(jdUt: number): number {
  const x = (jdUt - julianDay(DELTA_T_FIRST_YEAR, 1, 1)) / 365.2425;
  const i = Math.min(Math.max(Math.floor(x) - 1, 0), DELTA_T.length - 4);
  const p = x - i;
  const y0 = DELTA_T[i] ?? 0;
  const y1 = DELTA_T[i + 1] ?? 0;
  const y2 = DELTA_T[i + 2] ?? 0;
  const y3 = DELTA_T[i + 3] ?? 0;
  // Lagrange through nodes 0..3 evaluated at p.
  return (
    (-y0 * (p - 1) * (p - 2) * (p - 3)) / 6 +
    (y1 * p * (p - 2) * (p - 3)) / 2 -
    (y2 * p * (p - 1) * (p - 3)) / 2 +
    (y3 * p * (p - 1) * (p - 2)) / 6
  );
}

/** TT Julian day for a UT Julian day. */
export function toTerrestrialTime(jdUt: number): number {
  return jdUt + deltaTSeconds(jdUt) / 86400;
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const pad2 = (n: number) => TWO_DIGITS[n] as string;

/** "±HH:MM" for an offset in minutes east of Greenwich. */
export function formatOffset(offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes);
  return (offsetMinutes < 0 ? '-' : '+') + pad2(Math.floor(abs / 60)) + ':' + pad2(abs % 60);
}

/*
 * The pieces of an ISO 8601 local time, built once: "1990-", "05-12T", "03:04:", and per offset the sixty
 * "05+05:30", so that a time is three concatenations of ready strings (a chart formats about 800 dasa
 * boundaries, and building each character by character was most of its cost).
 */
const FIRST_TABLED_YEAR = 1700;
const YEARS = Array.from({ length: 700 }, (_, i) => `${FIRST_TABLED_YEAR + i}-`);
const MONTH_DAYS = Array.from(
  { length: 13 * 32 },
  (_, i) => `${pad2(Math.floor(i / 32))}-${pad2(i % 32)}T`,
);
const HOURS_MINUTES = Array.from(
  { length: 1440 },
  (_, i) => `${pad2(Math.floor(i / 60))}:${pad2(i % 60)}:`,
);
let secondsAt = { offsetMinutes: Number.NaN, text: [] as string[] };

/**
 * ISO 8601 local time at a UTC offset, to the second ("1990-05-12T03:04:05+05:30"). Hand-rolled
 * (days-to-civil after H. Hinnant, in 32-bit integer steps) because a chart formats about 800 dasa boundaries.
 */
export function formatIsoTime(epochMs: number, offsetMinutes: number): string {
  if (secondsAt.offsetMinutes !== offsetMinutes) {
    const offsetText = formatOffset(offsetMinutes);
    secondsAt = { offsetMinutes, text: TWO_DIGITS.slice(0, 60).map((ss) => ss + offsetText) };
  }
  const seconds = Math.round(epochMs / 1000) + offsetMinutes * 60;
  const days = Math.floor(seconds / 86400);
  const secOfDay = seconds - days * 86400;
  // Days since 0000-03-01 are positive for every supported date, so `| 0` truncation is floor.
  const z = days + 719468;
  const era = (z / 146097) | 0;
  const doe = z - era * 146097;
  const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36524) | 0) - ((doe / 146096) | 0)) / 365) | 0;
  const doy = doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0));
  const mp = ((5 * doy + 2) / 153) | 0;
  const day = doy - (((153 * mp + 2) / 5) | 0) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const minuteOfDay = (secOfDay / 60) | 0;
  return (
    (YEARS[year - FIRST_TABLED_YEAR] ?? `${year}-`) +
    (MONTH_DAYS[month * 32 + day] as string) +
    (HOURS_MINUTES[minuteOfDay] as string) +
    (secondsAt.text[secOfDay - minuteOfDay * 60] as string)
  );
}
