import { Anchor, Breadcrumbs, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { astroName } from '@kusp/contracts/astro-names';
import { DASA_LEVELS, vimshottariSubPeriods } from '@kusp/astro/dasa';
import type { DasaPeriodData } from '@kusp/contracts';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { dayAndTimeOf, dayOf } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

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
  const { t } = useTranslation('horoscope');
  const { language } = useLanguage();
  const lord = (p: DasaPeriodData) => astroName('graha', p.planetName, language);
  const levelName = (level: number) => t(`dasa.levels.${DASA_LEVELS[level]!}`);
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
      <nav aria-label={t('dasa.levelsNavigation')}>
        <Breadcrumbs mb="xs">
          <Anchor component="button" type="button" onClick={() => setPath([])}>
            {t('dasa.home')}
          </Anchor>
          {path.map((p, i) => (
            <Anchor
              key={p.id}
              component="button"
              type="button"
              onClick={() => setPath(path.slice(0, i + 1))}
              aria-current={i === path.length - 1 ? 'page' : undefined}
            >
              {lord(p)}
            </Anchor>
          ))}
        </Breadcrumbs>
      </nav>
      <Text size="sm" c="dimmed" mb="xs">
        {parent
          ? t('dasa.periodsOf', {
              level: levelName(parent.level),
              lords: path.map(lord).join(' / '),
            })
          : t('dasa.periods', { level: levelName(0) })}
      </Text>
      <ResponsiveTable
        label={t('dasaPeriods')}
        minWidth={320}
        columns={[t('dasa.planetName'), t('dasa.start'), t('dasa.end')]}
        empty={t('messages:noActivePeriods')}
        rows={shown.map((p) => ({
          key: String(p.id),
          current: isRunning(p) ? 'date' : undefined,
          cells: [
            canOpen(p) ? (
              <UnstyledButton
                onClick={() => setPath([...path, p])}
                c="violet.8"
                td="underline"
                aria-label={t('dasa.open', { lord: lord(p), level: levelName(p.level - 1) })}
              >
                {lord(p)}
              </UnstyledButton>
            ) : (
              lord(p)
            ),
            when(p.startingTime),
            when(p.endingTime),
          ],
        }))}
      />
    </div>
  );
}
