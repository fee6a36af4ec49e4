import { describe, expect, it } from 'vitest';
import { devanagariNames } from '@kusp/contracts/astro-names';
import {
  DASA_ORDER,
  KARANAS,
  MASAS,
  NAKSHATRAS,
  RITUS,
  SIGNS,
  TITHIS,
  VARAS,
  VARGA_NAMES,
  YOGAS,
  YOGINIS,
} from '../src/index.ts';

// The Devanagari table in contracts is keyed by the engine's own names: every name the engine can
// answer has one, and the table names nothing the engine does not.
describe('the Devanagari names cover every name the engine gives', () => {
  it.each([
    ['rasi', SIGNS],
    ['nakshatra', NAKSHATRAS],
    ['tithi', TITHIS],
    ['yoga', YOGAS],
    ['karana', KARANAS],
    ['vara', VARAS],
    ['yogini', YOGINIS],
    ['masa', MASAS],
    ['ritu', RITUS],
    ['varga', Object.keys(VARGA_NAMES)],
  ] as const)('%s', (kind, names) => {
    expect(Object.keys(devanagariNames[kind]).sort()).toEqual([...names].sort());
    for (const name of Object.values(devanagariNames[kind]))
      expect(name).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it('dasa lords are grahas', () => {
    for (const lord of DASA_ORDER)
      expect(devanagariNames.graha[lord]).toMatch(/^[\u0900-\u097F]+$/);
  });
});
