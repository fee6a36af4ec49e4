import { Anchor, Breadcrumbs, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { DASA_LEVELS, vimshottariSubPeriods } from '@kusp/astro/dasa';
import { messages, type DasaPeriodData } from '@kusp/contracts';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { dayAndTimeOf, dayOf } from '@/lib/dates';

/** The levels the chart carries; below them the engine divides a period on the spot. */
const CHART_LEVELS = 3;

/** A period's sub-periods: the chart's own, or from the third level on the engine's division of it. */
function subPeriodsOf(periods: DasaPeriodData[], parent: DasaPeriodData): DasaPeriodData[] {
  if (parent.level < CHART_LEVELS) return periods.filter((p) => p.parentId === parent.id);
  return vimshottariSubPeriods({
    level: parent.level,
    lord: parent.planetName,
    start: parent.startingTime,
    end: parent.endingTime,
  }).map((span, index) => ({
    // Not the chart's: numbered below it, so no id is shared.
    id: -(Math.abs(parent.id) * 9 + index + 1),
    parentId: parent.id,
    level: span.level,
    planetName: span.lord,
    startingTime: span.start,
    endingTime: span.end,
  }));
}

/**
 * Vimshottari periods with a breadcrumb drill-down: Home lists the mahadashas, a period opens its
 * sub-periods down to the fifth level (prana). The period running now is highlighted; from the
 * sookshma on, periods last days or hours, so their times are shown too.
 */
export function DasaPeriods({
  periods,
  now,
}: {
  periods: DasaPeriodData[];
  /** The instant whose running periods are highlighted; the time the list opened by default. */
  now?: number;
}) {
  const [openedAt] = useState(() => Date.now());
  const at = now ?? openedAt;
  const [path, setPath] = useState<DasaPeriodData[]>([]);
  const parent = path.at(-1);
  const shown = parent ? subPeriodsOf(periods, parent) : periods.filter((p) => p.level === 1);
  const isRunning = (p: DasaPeriodData) =>
    Date.parse(p.startingTime) <= at && at < Date.parse(p.endingTime);
  const canOpen = (p: DasaPeriodData) => p.level < DASA_LEVELS.length;
  const when = parent && parent.level >= CHART_LEVELS ? dayAndTimeOf : dayOf;

  return (
    <div>
      <nav aria-label="Dasa levels">
        <Breadcrumbs mb="xs">
          <Anchor component="button" type="button" onClick={() => setPath([])}>
            Home
          </Anchor>
          {path.map((p, i) => (
            <Anchor
              key={p.id}
              component="button"
              type="button"
              onClick={() => setPath(path.slice(0, i + 1))}
              aria-current={i === path.length - 1 ? 'page' : undefined}
            >
              {p.planetName}
            </Anchor>
          ))}
        </Breadcrumbs>
      </nav>
      <Text size="sm" c="dimmed" mb="xs">
        {DASA_LEVELS[parent ? parent.level : 0]}
        {parent ? ` periods of ${path.map((p) => p.planetName).join(' / ')}` : ' periods'}
      </Text>
      <ResponsiveTable
        label="Dasa periods"
        minWidth={320}
        columns={['Planet name', 'Start date', 'End date']}
        empty={messages.noActivePeriods}
        rows={shown.map((p) => ({
          key: String(p.id),
          current: isRunning(p) ? 'date' : undefined,
          cells: [
            canOpen(p) ? (
              <UnstyledButton
                onClick={() => setPath([...path, p])}
                c="violet.8"
                td="underline"
                aria-label={`Open ${p.planetName} ${DASA_LEVELS[p.level - 1]}`}
              >
                {p.planetName}
              </UnstyledButton>
            ) : (
              p.planetName
            ),
            when(p.startingTime),
            when(p.endingTime),
          ],
        }))}
      />
    </div>
  );
}
