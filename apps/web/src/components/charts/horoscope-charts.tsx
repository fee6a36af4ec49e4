import {
  Alert,
  Center,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timing, type HoroscopeData, type SignPlacements } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { useHoroscope } from './api/get-horoscope';
import { retrogradePoints } from './chart-labels';
import classes from './charts.module.css';
import { DasaPeriods } from './dasa-periods';
import { NorthIndianChart } from './north-indian-chart';
import { PlanetTable } from './planet-table';
import { SouthIndianChart } from './south-indian-chart';
import { TransitTable } from './transit-table';

type Style = 'SOUTH' | 'NORTH';
const vargas = ['RASI', 'NAVAMSA'] as const;

/** A chart to draw: its title and what stands in each sign. */
export interface ChartToDraw {
  key: string;
  title: string;
  placements: SignPlacements;
}

const lagnaAndNavamsa = (chart: HoroscopeData, title: (key: (typeof vargas)[number]) => string) =>
  vargas.flatMap((key): ChartToDraw[] => {
    const placements = chart.shadvargaDetails[key]?.shadVargaPlanetPositions;
    return placements ? [{ key, title: title(key), placements }] : [];
  });

/**
 * Lagna Rashi and Navamsa (or the `charts` given, such as a chosen divisional chart) in the chosen
 * style (South by default), side by side on wide screens.
 */
export function ChartDrawings({ chart, charts }: { chart: HoroscopeData; charts?: ChartToDraw[] }) {
  const { t } = useTranslation('horoscope');
  const [style, setStyle] = useState<Style>('SOUTH');
  const retrograde = retrogradePoints(chart);
  const Drawing = style === 'SOUTH' ? SouthIndianChart : NorthIndianChart;
  return (
    <Stack gap="sm">
      <SegmentedControl
        className={classes.noPrint}
        aria-label={t('style')}
        value={style}
        onChange={(value) => setStyle(value as Style)}
        data={[
          { value: 'SOUTH', label: t('styles.SOUTH') },
          { value: 'NORTH', label: t('styles.NORTH') },
        ]}
        w="fit-content"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(charts ?? lagnaAndNavamsa(chart, (key) => t(`vargas.${key}`))).map(
          ({ key, title, placements }) => (
            <figure key={key} className={classes.printBlock} style={{ margin: 0 }}>
              <Title order={4} component="figcaption" ta="center" mb={4}>
                {title}
              </Title>
              <Drawing title={title} placements={placements} retrograde={retrograde} />
            </figure>
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The same four parts as tabs, where the charts sit beside other work (answering a question). */
function ChartTabs({ chart }: { chart: HoroscopeData }) {
  const { t } = useTranslation('horoscope');
  return (
    <Tabs defaultValue="charts" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="charts">{t('tabs.charts')}</Tabs.Tab>
        <Tabs.Tab value="planets">{t('tabs.planets')}</Tabs.Tab>
        <Tabs.Tab value="dasa">{t('tabs.dasa')}</Tabs.Tab>
        <Tabs.Tab value="transits">{t('tabs.transits')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="charts" pt="md">
        <ChartDrawings chart={chart} />
      </Tabs.Panel>
      <Tabs.Panel value="planets" pt="md">
        <PlanetTable chart={chart} />
      </Tabs.Panel>
      <Tabs.Panel value="dasa" pt="md">
        <DasaPeriods periods={chart.vimshottariDasaDetails.dasaData} />
      </Tabs.Panel>
      <Tabs.Panel value="transits" pt="md">
        <TransitTable />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The Charts part of a horoscope: drawings, planet table, dasa periods and transits, one below the
 * other or as tabs. It appears a second after the data arrive (spec part 2 section 4).
 */
export function HoroscopeCharts({
  horoscopeId,
  layout = 'stack',
}: {
  horoscopeId: string;
  layout?: 'stack' | 'tabs';
}) {
  const { t } = useTranslation('horoscope');
  const horoscope = useHoroscope(horoscopeId);
  const [shown, setShown] = useState(false);
  const loaded = horoscope.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setShown(true), timing.chartsDelayMs);
    return () => clearTimeout(timer);
  }, [loaded]);

  if (horoscope.isError) return <Alert color="red">{errorMessage(horoscope.error)}</Alert>;
  if (!horoscope.data || !shown)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  return <HoroscopeChartView chart={horoscope.data} layout={layout} />;
}

/** The same parts for a chart already at hand (the external horoscope page has it with its profile). */
export function HoroscopeChartView({
  chart,
  layout = 'stack',
}: {
  chart: HoroscopeData;
  layout?: 'stack' | 'tabs';
}) {
  const { t } = useTranslation('horoscope');
  if (layout === 'tabs') return <ChartTabs chart={chart} />;
  return (
    <Stack gap="lg">
      <ChartDrawings chart={chart} />
      <section className={classes.printBlock} aria-labelledby="planets-heading">
        <Title order={4} id="planets-heading" mb="xs">
          {t('planets')}
        </Title>
        <PlanetTable chart={chart} />
      </section>
      <section aria-labelledby="dasa-heading">
        <Title order={4} id="dasa-heading" mb="xs">
          {t('dasaPeriods')}
        </Title>
        <DasaPeriods periods={chart.vimshottariDasaDetails.dasaData} />
      </section>
      <section className={classes.printBlock} aria-labelledby="transits-heading">
        <Title order={4} id="transits-heading" mb="xs">
          {t('transits')}
        </Title>
        <TransitTable />
      </section>
    </Stack>
  );
}
