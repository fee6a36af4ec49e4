import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DasaPeriodData } from '@kusp/contracts';
import { DasaPeriods } from './dasa-periods';

const period = (
  id: number,
  parentId: number | null,
  level: number,
  planetName: string,
  start: string,
  end: string,
): DasaPeriodData => ({
  id,
  parentId,
  level,
  planetName,
  startingTime: `${start}T00:00:00+05:30`,
  endingTime: `${end}T00:00:00+05:30`,
});

const periods = [
  period(1, null, 1, 'Sun', '1988-12-09', '1994-12-09'),
  period(2, 1, 2, 'Sun', '1988-12-09', '1989-03-29'),
  period(3, 2, 3, 'Sun', '1988-12-09', '1988-12-14'),
  period(4, 1, 2, 'Moon', '1989-03-29', '1989-09-28'),
  period(5, null, 1, 'Moon', '1994-12-09', '2004-12-09'),
];

describe('dasa periods', () => {
  it('drills from Home through the five levels and back, highlighting the running period', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <DasaPeriods periods={periods} now={Date.parse('1989-05-01T00:00:00+05:30')} />
      </MantineProvider>,
    );
    const rows = () =>
      within(screen.getByRole('table', { name: 'Dasa periods' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual(['Sun09-12-198809-12-1994', 'Moon09-12-199409-12-2004']);
    expect(screen.getByText('Sun').closest('tr')).toHaveAttribute('aria-current', 'date');

    await user.click(screen.getByRole('button', { name: 'Open Sun Mahadasha' }));
    expect(rows()).toEqual(['Sun09-12-198829-03-1989', 'Moon29-03-198928-09-1989']);
    expect(screen.getByText('Moon').closest('tr')).toHaveAttribute('aria-current', 'date');

    await user.click(screen.getByRole('button', { name: 'Open Moon Antardasha' }));
    expect(screen.getByText('No active periods')).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Dasa levels' });
    await user.click(within(crumbs).getByRole('button', { name: 'Sun' }));
    await user.click(screen.getByRole('button', { name: 'Open Sun Antardasha' }));
    expect(rows()).toEqual(['Sun09-12-198814-12-1988']);

    // Below the chart's three levels the engine divides the period: nine sookshmas from its own
    // lord in the Vimshottari order, then nine pranas, with their times.
    await user.click(screen.getByRole('button', { name: 'Open Sun Pratyantardasha' }));
    expect(screen.getByText('Sookshma periods of Sun / Sun / Sun')).toBeVisible();
    const sookshma = rows();
    expect(sookshma.map((row) => /^[A-Z][a-z]+/.exec(row!)![0])).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
      'Saturn',
      'Mercury',
      'Ketu',
      'Venus',
    ]);
    // Sun's 6 of 120 years of five days: six hours.
    expect(sookshma[0]).toBe('Sun09-12-1988 00:0009-12-1988 06:00');
    expect(sookshma.at(-1)).toMatch(/14-12-1988 00:00$/);
    await user.click(screen.getByRole('button', { name: 'Open Moon Sookshma' }));
    expect(screen.getByText('Prana periods of Sun / Sun / Sun / Moon')).toBeVisible();
    expect(rows()).toHaveLength(9);
    // The Moon's sookshma lasts 10/120 of five days (ten hours), its own prana 10/120 of that.
    expect(rows()[0]).toBe('Moon09-12-1988 06:0009-12-1988 06:50');
    // The prana is the last level.
    expect(screen.queryByRole('button', { name: /^Open .* Prana$/ })).toBeNull();

    await user.click(within(crumbs).getByRole('button', { name: 'Home' }));
    expect(rows()).toHaveLength(2);
  });

  it("shows a period's end as the next one's start, on the day of the chart's own offset", () => {
    // Boundaries late in the evening in India are already the next day in UTC.
    const at = (day: string) => `${day}T23:41:07+05:30`;
    render(
      <MantineProvider>
        <DasaPeriods
          periods={[
            { ...period(1, null, 1, 'Ketu', '', ''), startingTime: at('1985-02-11') },
            { ...period(2, null, 1, 'Venus', '', ''), startingTime: at('1990-12-09') },
            { ...period(3, null, 1, 'Sun', '', ''), startingTime: at('2010-12-09') },
          ].map((p, i, all) => ({
            ...p,
            endingTime: all[i + 1]?.startingTime ?? at('2016-12-09'),
          }))}
          now={0}
        />
      </MantineProvider>,
    );
    const cells = within(screen.getByRole('table', { name: 'Dasa periods' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Ketu', '11-02-1985', '09-12-1990'],
      ['Venus', '09-12-1990', '09-12-2010'],
      ['Sun', '09-12-2010', '09-12-2016'],
    ]);
  });
});
