import { Anchor, Breadcrumbs, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { messages, type DasaPeriodData } from '@kusp/contracts';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { dayOf } from '@/lib/dates';

const levelNames = ['Mahadasha', 'Antardasha', 'Pratyantardasha'];

/**
 * Vimshottari periods with a breadcrumb drill-down: Home lists the mahadashas, a period opens its
 * sub-periods down to the third level. The period running now is highlighted.
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
  const shown = periods.filter((p) => (parent ? p.parentId === parent.id : p.level === 1));
  const isRunning = (p: DasaPeriodData) =>
    Date.parse(p.startingTime) <= at && at < Date.parse(p.endingTime);
  const canOpen = (p: DasaPeriodData) => p.level < 3;

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
        {levelNames[parent ? parent.level : 0]}
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
                aria-label={`Open ${p.planetName} ${levelNames[p.level - 1]}`}
              >
                {p.planetName}
              </UnstyledButton>
            ) : (
              p.planetName
            ),
            dayOf(p.startingTime),
            dayOf(p.endingTime),
          ],
        }))}
      />
    </div>
  );
}
