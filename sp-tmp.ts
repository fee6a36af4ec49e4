import { computeSpecialPoints } from './packages/astro/src/special-points.ts';
const base = { year: 1996, month: 12, day: 7, hour: 10, minute: 34, second: 0, utcOffset: '+05:30', latitude: 13.0878, longitude: 80.2785 } as const;
for (const rising of ['almanac', 'hindu'] as const) {
  const r = computeSpecialPoints({ ...base, rising });
  const f = (x: any) => `${x.sign} ${Math.floor(x.degree)}°${((x.degree % 1) * 60).toFixed(1)}′`;
  console.log(rising, r.sunrise, f(r.specialLagnas.bhavaLagna), f(r.specialLagnas.horaLagna), f(r.specialLagnas.ghatiLagna), 'gulika', f(r.upagrahas.gulika), 'mandi', f(r.upagrahas.mandi));
  console.log(r.arudhaPadas.map((a) => a.sign).join(','));
}
