import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartPoints, type HoroscopeData, type PlanetDetailData } from '@kusp/contracts';
import { PlanetTable } from './planet-table';

const detail = (overrides: Partial<PlanetDetailData>): PlanetDetailData => ({
  longitude: 0,
  degree: 0,
  zodiacSignOccupiedByPlanet: 'Aries',
  signRelation: 'Neutral',
  house: 1,
  isRetrograde: false,
  nakshatra: 'Ashwini',
  pada: 1,
  ...overrides,
});

const chart = {
  planetDetails: Object.fromEntries(chartPoints.map((p) => [p, detail({})])),
  shadvargaDetails: {},
  vimshottariDasaDetails: { dasaData: [] },
} as unknown as HoroscopeData;
chart.planetDetails.Ascendant = detail({
  degree: 9.884659406344781,
  zodiacSignOccupiedByPlanet: 'Cancer',
  signRelation: null,
});
chart.planetDetails.Saturn = detail({
  degree: 1.5286,
  zodiacSignOccupiedByPlanet: 'Capricorn',
  signRelation: 'Own',
  isRetrograde: true,
  house: 7,
});
chart.planetDetails.Moon = detail({ degree: 29.99999, zodiacSignOccupiedByPlanet: 'Sagittarius' });

describe('planet table', () => {
  it('shows degrees as D°MM\'SS" without rounding into the next sign, with sign, condition and house', () => {
    render(
      <MantineProvider>
        <PlanetTable chart={chart} />
      </MantineProvider>,
    );
    const row = (planet: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${planet}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Ascendant')).toEqual(['Ascendant', `9°53'04"`, 'Cancer', '—', '1']);
    expect(row('Saturn')).toEqual(['Saturn', `1°31'42"`, 'Capricorn', 'Own, Retrograde', '7']);
    expect(row('Moon')).toEqual(['Moon', `29°59'59"`, 'Sagittarius', 'Neutral', '1']);
  });
});
