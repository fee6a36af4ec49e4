import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { zodiacSigns, type ChartPointName, type SignPlacements } from '@kusp/contracts';
import { NorthIndianChart } from './north-indian-chart';
import { SouthIndianChart } from './south-indian-chart';

// Lagna Rashi of a birth on 15/05/1990 at 10:30 in New Delhi, as the engine casts it.
const rasi: SignPlacements = {
  Aries: ['Mercury'],
  Taurus: ['Sun'],
  Gemini: ['Jupiter'],
  Cancer: ['Ascendant', 'Ketu'],
  Leo: [],
  Virgo: [],
  Libra: [],
  Scorpio: [],
  Sagittarius: ['Moon'],
  Capricorn: ['Saturn', 'Rahu'],
  Aquarius: ['Mars'],
  Pisces: ['Venus'],
};
const retrograde = new Set<ChartPointName>(['Rahu', 'Ketu']);
const expected: Record<string, string[]> = {
  Aries: ['Me'],
  Taurus: ['Su'],
  Gemini: ['Ju'],
  Cancer: ['Asc', 'Ke(R)'],
  Sagittarius: ['Mo'],
  Capricorn: ['Sa', 'Ra(R)'],
  Aquarius: ['Ma'],
  Pisces: ['Ve'],
};

const labelsIn = (box: Element) => [...box.querySelectorAll('text')].map((t) => t.textContent);

describe('South Indian chart', () => {
  it('holds each planet in its fixed sign box, Pisces top left and clockwise', () => {
    const { container } = render(
      <MantineProvider>
        <SouthIndianChart title="Lagna Rashi" placements={rasi} retrograde={retrograde} />
      </MantineProvider>,
    );
    expect(
      screen.getByRole('img', { name: 'Lagna Rashi chart, South Indian style' }),
    ).toBeVisible();
    for (const sign of zodiacSigns) {
      const box = container.querySelector(`[data-sign="${sign}"]`)!;
      // The sign's name, then its planets.
      expect(labelsIn(box)).toEqual([sign, ...(expected[sign] ?? [])]);
    }
    const corner = (sign: string) => {
      const rect = container.querySelector(`[data-sign="${sign}"] rect`)!;
      return [rect.getAttribute('x'), rect.getAttribute('y')];
    };
    expect(corner('Pisces')).toEqual(['0', '0']);
    expect(corner('Aries')).toEqual(['100', '0']);
    expect(corner('Cancer')).toEqual(['300', '100']);
    expect(corner('Virgo')).toEqual(['300', '300']);
    expect(corner('Sagittarius')).toEqual(['0', '300']);
    expect(corner('Aquarius')).toEqual(['0', '100']);
    expect(screen.getByRole('group', { name: 'Capricorn: Sa Ra(R)' })).toBeInTheDocument();
  });
});

describe('North Indian chart', () => {
  it('puts the Lagna sign in the first house and counts the signs anticlockwise', () => {
    const { container } = render(
      <MantineProvider>
        <NorthIndianChart title="Lagna Rashi" placements={rasi} retrograde={retrograde} />
      </MantineProvider>,
    );
    const svg = screen.getByRole('img', { name: 'Lagna Rashi chart, North Indian style' });
    const houses = within(svg).getAllByRole('group');
    expect(houses).toHaveLength(12);
    // Cancer rises: house 1 is Cancer (4), house 2 Leo (5), ... house 12 Gemini (3).
    houses.forEach((house, index) => {
      const sign = zodiacSigns[(3 + index) % 12]!;
      expect(house.getAttribute('aria-label')).toMatch(new RegExp(`^House ${index + 1}, ${sign}:`));
      expect(labelsIn(house)).toEqual([
        String(zodiacSigns.indexOf(sign) + 1),
        ...(expected[sign] ?? []),
      ]);
    });
    // The first house is the top diamond, the seventh the bottom one.
    const polygon = (sign: string) =>
      container.querySelector(`[data-sign="${sign}"] polygon`)!.getAttribute('points');
    expect(polygon('Cancer')).toBe('200,0 300,100 200,200 100,100');
    expect(polygon('Capricorn')).toBe('200,400 100,300 200,200 300,300');
  });
});

describe('the chart cells in Hindi', () => {
  it('name the signs and grahas in Devanagari, retrograde marked वक्री', async () => {
    const { setLanguage } = await import('@/lib/i18n');
    await setLanguage('hi');
    try {
      const { container } = render(
        <MantineProvider>
          <SouthIndianChart title="लग्न" placements={rasi} retrograde={retrograde} />
        </MantineProvider>,
      );
      expect(screen.getByRole('img', { name: 'लग्न कुंडली, दक्षिण भारतीय शैली' })).toBeVisible();
      expect(labelsIn(container.querySelector('[data-sign="Cancer"]')!)).toEqual([
        'कर्क',
        'ल',
        'के(व)',
      ]);
      expect(labelsIn(container.querySelector('[data-sign="Gemini"]')!)).toEqual(['मिथुन', 'गु']);
      expect(screen.getByRole('group', { name: 'मकर: श रा(व)' })).toBeVisible();
      expect(screen.getByRole('group', { name: 'सिंह: ख़ाली' })).toBeVisible();
    } finally {
      await setLanguage('en');
    }
  });
});
