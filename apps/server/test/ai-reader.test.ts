import { describe, expect, it } from 'vitest';
import { computeHoroscope, SIGNS, type HoroscopeInput } from '@kusp/astro';
import type { HoroscopeData } from '@kusp/contracts';
import { chartFacts } from '../src/modules/ai-assistant/chart-facts.ts';
import { classify, offlineReading } from '../src/modules/ai-assistant/offline-reader.ts';

// The sign lords as the classical tables give them, written out here rather than taken from the engine.
const LORDS = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];
const ORDINALS = [
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
];

const charts: Record<string, HoroscopeInput> = {
  chennai: {
    year: 1996,
    month: 12,
    day: 7,
    hour: 10,
    minute: 34,
    second: 0,
    utcOffset: '+05:30',
    latitude: 13.0389,
    longitude: 80.2619,
  },
  delhi: {
    year: 1990,
    month: 5,
    day: 15,
    hour: 10,
    minute: 30,
    second: 0,
    utcOffset: '+05:30',
    latitude: 28.6139,
    longitude: 77.209,
  },
  london: {
    year: 1979,
    month: 2,
    day: 23,
    hour: 22,
    minute: 5,
    second: 0,
    utcOffset: '+00:00',
    latitude: 51.5072,
    longitude: -0.1276,
  },
};

/** Six topics, each with a question in a customer's words and the house Parashari reads first. */
const questions = [
  { question: 'How will my career and job develop?', house: 10 },
  { question: 'What does my chart say about my marriage?', house: 7 },
  { question: 'Will I have enough money and savings?', house: 2 },
  { question: 'How is my health looking?', house: 1 },
  { question: 'Will my studies and exams go well?', house: 4 },
  { question: 'What does my chart say about children?', house: 5 },
];

const now = new Date('2026-01-15T00:00:00Z');
const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

describe('the offline reader', () => {
  const answers: string[] = [];

  for (const [name, input] of Object.entries(charts)) {
    const chart = computeHoroscope(input) as unknown as HoroscopeData;
    const facts = chartFacts(chart, now);
    for (const { question, house } of questions) {
      it(`${name}: "${question}" names the ${ORDINALS[house - 1]} house lord, its placement and the running dasa`, () => {
        const answer = offlineReading(facts, question);
        answers.push(answer);
        const lagna = SIGNS.indexOf(chart.planetDetails.Ascendant.zodiacSignOccupiedByPlanet);
        const sign = SIGNS[(lagna + house - 1) % 12]!;
        const lord = LORDS[(lagna + house - 1) % 12]! as 'Sun';
        const at = chart.planetDetails[lord];
        expect(answer).toContain(`${ORDINALS[house - 1]} house`);
        expect(answer).toContain(`In your chart it falls in ${sign}, so its lord is ${lord}.`);
        expect(answer).toContain(
          `${lord} sits in ${at.zodiacSignOccupiedByPlanet}, your ${ORDINALS[at.house - 1]} house, where its dignity is ${at.signRelation}`,
        );
        const running = chart.vimshottariDasaDetails.dasaData.filter(
          (p) =>
            Date.parse(p.startingTime) <= now.getTime() && now.getTime() < Date.parse(p.endingTime),
        );
        const [maha, antar, pratyantar] = [1, 2, 3].map((level) =>
          running.find((p) => p.level === level)!,
        );
        expect(answer).toContain(`${maha!.planetName} mahadasha until ${dmy(maha!.endingTime)}`);
        expect(answer).toContain(`${antar!.planetName} antardasha until ${dmy(antar!.endingTime)}`);
        expect(answer).toContain(
          `${pratyantar!.planetName} pratyantardasha until ${dmy(pratyantar!.endingTime)}`,
        );
        expect(answer).toMatch(/^This is an automated reading/);
        expect(offlineReading(facts, question)).toBe(answer);
      });
    }
  }

  it('gives eighteen different answers for three charts and six topics', () => {
    expect(answers).toHaveLength(18);
    expect(new Set(answers).size).toBe(18);
  });

  it('places questions in topics, notices "when", and reads the Lagna when it cannot place one', () => {
    expect(classify('When will I get married?')).toEqual({ topic: 'marriage', timing: true });
    expect(classify('Should I buy a house or land?')).toEqual({ topic: 'property', timing: false });
    expect(classify('Can I settle abroad on a work visa?').topic).toBe('travel');
    expect(classify('Tell me something nice')).toEqual({ topic: null, timing: false });
    const facts = chartFacts(computeHoroscope(charts.delhi!) as unknown as HoroscopeData, now);
    const general = offlineReading(facts, 'Tell me something nice');
    expect(general).toContain(`Your Lagna (ascendant) is ${facts.lagna.sign}`);
    expect(general).toContain(`${facts.dasa.maha.lord} mahadasha until`);
    const when = offlineReading(facts, 'When will I get married?');
    expect(when).toContain('Asked "when"');
    expect(when).not.toBe(offlineReading(facts, 'What about my marriage?'));
  });
});
