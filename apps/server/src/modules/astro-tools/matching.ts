import {
  computeMatch,
  validateHoroscopeInput,
  type HoroscopeInput,
  type MangalDosha,
} from '@kusp/astro';
import { matchVerdict, type Matching } from '@kusp/contracts';
import { engine } from './birth.ts';

/** One side of a match: a birth for the engine and the name shown. */
export interface MatchPerson {
  name?: string;
  input: HoroscopeInput;
}

export const doshaData = (dosha: MangalDosha) => ({
  ...dosha,
  cancelledBy: [...dosha.cancelledBy],
});

/** Guna milan (the 36 points) and mangal dosha of a boy's and a girl's births. */
export function matchOf(boy: MatchPerson, girl: MatchPerson): Matching {
  const boyInput = boy.input;
  const girlInput = girl.input;
  // Each birth is checked on its own first, so a bad one is named.
  engine(() => validateHoroscopeInput(boyInput), 'boy.');
  engine(() => validateHoroscopeInput(girlInput), 'girl.');
  const { gunaMilan, mangalDosha } = computeMatch(boyInput, girlInput);
  const { kootas } = gunaMilan;
  const row = (
    name: Matching['kootas'][number]['name'],
    koota: (typeof kootas)[keyof typeof kootas],
  ) => ({
    name,
    boy: String(koota.groom),
    girl: String(koota.bride),
    points: koota.points,
    max: koota.maximum,
  });
  const moon = (name: string | undefined, place: typeof gunaMilan.groom) => ({
    name: name ?? '',
    ...place,
  });
  return {
    boyMoon: moon(boy.name, gunaMilan.groom),
    girlMoon: moon(girl.name, gunaMilan.bride),
    kootas: [
      row('Varna', kootas.varna),
      row('Vashya', kootas.vashya),
      row('Tara', kootas.tara),
      row('Yoni', kootas.yoni),
      row('Graha Maitri', kootas.grahaMaitri),
      row('Gana', kootas.gana),
      row('Bhakoot', kootas.bhakoot),
      row('Nadi', kootas.nadi),
    ],
    total: gunaMilan.total,
    max: 36,
    verdict: matchVerdict(gunaMilan.total),
    cancellations: [
      ...gunaMilan.nadiDosha.cancelledBy.map((reason) => `Nadi dosha cancelled: ${reason}`),
      ...gunaMilan.bhakootDosha.cancelledBy.map((reason) => `Bhakoot dosha cancelled: ${reason}`),
    ],
    manglik: {
      boy: doshaData(mangalDosha.groom),
      girl: doshaData(mangalDosha.bride),
      cancelledByEachOther: mangalDosha.cancelledByEachOther,
      effective: mangalDosha.effective,
    },
  };
}
