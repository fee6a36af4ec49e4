import { describe, expect, it } from 'vitest';
import { computeMatch, gunaMilan, mangalDosha, SIGNS } from '../src/index.ts';
import type { ChartSigns, Graha } from '../src/index.ts';

const points = (m: ReturnType<typeof gunaMilan>) =>
  Object.fromEntries(Object.entries(m.kootas).map(([k, v]) => [k, v.points]));

describe('ashtakoota guna milan', () => {
  /*
   * Ashwini (groom) and Bharani (bride), both Moons in Aries, read from the koota tables (Muhurta
   * Chintamani, Vivaha prakarana, as the North Indian almanacs print them):
   * varna Kshatriya/Kshatriya 1; vashya quadruped/quadruped 2; tara Atimitra (9th from Bharani to Ashwini)
   * and Sampat (2nd) 3; yoni horse/elephant 2; maitri Mars/Mars 5; gana Deva/Manushya 6; bhakoot 1/1 7;
   * nadi Adi/Madhya 8: 34 of 36.
   */
  it('scores Ashwini with Bharani 34 of 36, koota by koota', () => {
    const match = gunaMilan({ nakshatra: 'Ashwini', pada: 2 }, { nakshatra: 'Bharani', pada: 1 });
    expect(match.groom).toEqual({ nakshatra: 'Ashwini', pada: 2, sign: 'Aries' });
    expect(points(match)).toEqual({
      varna: 1,
      vashya: 2,
      tara: 3,
      yoni: 2,
      grahaMaitri: 5,
      gana: 6,
      bhakoot: 7,
      nadi: 8,
    });
    expect(match.kootas.tara).toMatchObject({ groom: 'Atimitra', bride: 'Sampat' });
    expect(match.kootas.yoni).toMatchObject({ groom: 'Horse', bride: 'Elephant' });
    expect(match.kootas.gana).toMatchObject({ groom: 'Deva', bride: 'Manushya' });
    expect(match.kootas.nadi).toMatchObject({ groom: 'Adi', bride: 'Madhya' });
    expect(match.total).toBe(34);
    expect(match.nadiDosha.present).toBe(false);
  });

  /*
   * Rohini (groom, Taurus) and Mrigashira pada 3 (bride, Gemini): Vaishya over Shudra 1; quadruped and
   * human 1; Atimitra and Sampat 3; both serpents 4; Venus and Mercury, mutual friends, 5; Manushya groom
   * with a Deva bride 5; Gemini 2nd from Taurus, a 2/12 bhakoot 0 — its dosha cancelled because the two
   * lords are friends —; Antya and Madhya 8: 27.
   */
  it('scores Rohini with Mrigashira 27 and names the bhakoot dosha’s cancellation', () => {
    const match = gunaMilan({ nakshatra: 'Rohini', pada: 1 }, { nakshatra: 'Mrigashira', pada: 3 });
    expect(points(match)).toEqual({
      varna: 1,
      vashya: 1,
      tara: 3,
      yoni: 4,
      grahaMaitri: 5,
      gana: 5,
      bhakoot: 0,
      nadi: 8,
    });
    expect(match.kootas.bhakoot).toMatchObject({ groom: 12, bride: 2 });
    expect(match.bhakootDosha).toEqual({ present: true, cancelledBy: ['sign lords are friends'] });
    expect(match.total).toBe(27);
  });

  it('finds the nadi dosha of two Adi nakshatras, and its cancellation for one nakshatra in two signs', () => {
    // Ashwini and Jyeshtha are both Adi: 0 of 8, with nothing to cancel it. Jyeshtha is a Rakshasa, the
    // bhakoot 8th (Scorpio from Aries) is a dosha too, and Mars rules both signs: cancelled.
    const adi = gunaMilan({ nakshatra: 'Ashwini', pada: 1 }, { nakshatra: 'Jyeshtha', pada: 2 });
    expect(adi.kootas.nadi).toMatchObject({ points: 0, groom: 'Adi', bride: 'Adi' });
    expect(adi.nadiDosha).toEqual({ present: true, cancelledBy: [] });
    expect(adi.bhakootDosha).toEqual({ present: true, cancelledBy: ['same sign lord'] });
    expect(adi.kootas.gana).toMatchObject({ points: 1, groom: 'Deva', bride: 'Rakshasa' });
    // Krittika's first pada is in Aries, its second in Taurus.
    const krittika = gunaMilan(
      { nakshatra: 'Krittika', pada: 1 },
      { nakshatra: 'Krittika', pada: 2 },
    );
    expect(krittika.groom.sign).toBe('Aries');
    expect(krittika.bride.sign).toBe('Taurus');
    expect(krittika.nadiDosha.cancelledBy).toEqual([
      'same nakshatra, different signs',
      'same nakshatra, different padas',
    ]);
    // Pushya and Ashlesha share Cancer but not the nadi (Madhya and Antya): no dosha.
    const sameSign = gunaMilan(
      { nakshatra: 'Pushya', pada: 1 },
      { nakshatra: 'Ashlesha', pada: 1 },
    );
    expect(sameSign.nadiDosha.present).toBe(false);
    // Ardra and Punarvasu 1, both Adi, share Gemini.
    const adiInGemini = gunaMilan(
      { nakshatra: 'Ardra', pada: 1 },
      { nakshatra: 'Punarvasu', pada: 1 },
    );
    expect(adiInGemini.nadiDosha).toEqual({
      present: true,
      cancelledBy: ['same sign, different nakshatras'],
    });
  });

  it('reads vashya by the half of Sagittarius and Capricorn', () => {
    // Mula (Sagittarius 0°–13°20′) is human; Uttara Ashadha 1 (Sagittarius 26°40′–30°) quadruped;
    // Uttara Ashadha 2 (Capricorn 0°–3°20′) quadruped; Dhanishta 1 (Capricorn 23°20′–26°40′) aquatic.
    const vashya = (nakshatra: string, pada: number) =>
      gunaMilan({ nakshatra: nakshatra as 'Mula', pada }, { nakshatra: 'Ashwini', pada: 1 }).kootas
        .vashya.groom;
    expect(vashya('Mula', 1)).toBe('Manava');
    expect(vashya('Uttara Ashadha', 1)).toBe('Chatushpada');
    expect(vashya('Uttara Ashadha', 2)).toBe('Chatushpada');
    expect(vashya('Dhanishta', 1)).toBe('Jalachara');
    expect(vashya('Magha', 1)).toBe('Vanachara');
    expect(vashya('Jyeshtha', 1)).toBe('Keeta');
  });

  it('gives 36 to a couple whose every koota agrees at its best', () => {
    // Check every pair: never more than the maximum, and each koota within its own.
    for (let g = 1; g <= 27; g++) {
      for (let b = 1; b <= 27; b++) {
        const m = gunaMilan({ nakshatra: g, pada: 2 }, { nakshatra: b, pada: 3 });
        for (const koota of Object.values(m.kootas)) {
          expect(koota.points).toBeGreaterThanOrEqual(0);
          expect(koota.points).toBeLessThanOrEqual(koota.maximum);
        }
        expect(m.total).toBeLessThanOrEqual(36);
      }
    }
  });
});

describe('mangal dosha', () => {
  const chart = (placed: Partial<Record<(typeof SIGNS)[number], (Graha | 'Lagna')[]>>) => {
    const signs = {} as ChartSigns;
    for (const [sign, points] of Object.entries(placed)) {
      for (const point of points ?? [])
        signs[point] = SIGNS.indexOf(sign as (typeof SIGNS)[number]);
    }
    return signs;
  };
  const rest: (Graha | 'Lagna')[] = ['Sun', 'Mercury', 'Saturn', 'Rahu', 'Ketu'];

  it('counts Mars from the Lagna, the Moon and Venus', () => {
    const dosha = mangalDosha(
      chart({
        Leo: ['Lagna', ...rest],
        Aquarius: ['Mars'],
        Taurus: ['Moon', 'Venus'],
        Libra: ['Jupiter'],
      }),
    );
    expect(dosha.fromLagna).toEqual({ house: 7, dosha: true });
    expect(dosha.fromMoon).toEqual({ house: 10, dosha: false });
    expect(dosha.fromVenus).toEqual({ house: 10, dosha: false });
    // Jupiter in Libra aspects Aquarius (its 5th): cancelled.
    expect(dosha.cancelledBy).toEqual(['Mars aspected by Jupiter']);
    expect(dosha.effective).toBe(false);
  });

  it('names the house-wise and sign-wise cancellations', () => {
    const inCancer = mangalDosha(
      chart({
        Capricorn: ['Lagna', ...rest, 'Jupiter'],
        Cancer: ['Mars'],
        Virgo: ['Moon', 'Venus'],
      }),
    );
    expect(inCancer.fromLagna.house).toBe(7);
    expect(inCancer.cancelledBy).toContain('Mars in the 7th house in Cancer');
    const own = mangalDosha(
      chart({ Aries: ['Lagna', 'Mars', ...rest], Leo: ['Moon', 'Venus'], Virgo: ['Jupiter'] }),
    );
    expect(own.cancelledBy).toEqual(['Mars in its own sign']);
    const plain = mangalDosha(
      chart({
        Aries: ['Lagna', ...rest],
        Gemini: ['Mars'],
        Leo: ['Moon', 'Venus'],
        Sagittarius: ['Jupiter'],
      }),
    );
    // Gemini is the 3rd from Aries and the 11th from Leo: no dosha at all.
    expect(plain.present).toBe(false);
  });

  it('weighs two births together', () => {
    const groom = {
      year: 1990,
      month: 3,
      day: 14,
      hour: 6,
      minute: 30,
      second: 0,
      utcOffset: '+05:30',
      latitude: 19.076,
      longitude: 72.8777,
    } as const;
    const bride = { ...groom, year: 1992, month: 8, day: 2, hour: 18, minute: 10 };
    const match = computeMatch(groom, bride);
    expect(match.gunaMilan.maximum).toBe(36);
    expect(match.gunaMilan.total).toBe(
      Object.values(match.gunaMilan.kootas).reduce((s, k) => s + k.points, 0),
    );
    const { groom: g, bride: b } = match.mangalDosha;
    expect(match.mangalDosha.cancelledByEachOther).toBe(g.effective && b.effective);
    expect(match.mangalDosha.effective).toBe(g.effective !== b.effective);
  });
});
