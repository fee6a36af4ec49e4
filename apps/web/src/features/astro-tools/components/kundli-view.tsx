import { Accordion, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASA_LEVELS } from '@kusp/astro/dasa';
import {
  zodiacSigns,
  type DasaSpanData,
  type Kundli,
  type ShodashavargaCode,
} from '@kusp/contracts';
import { astroName } from '@kusp/contracts/astro-names';
import { panchangaRows } from '@kusp/contracts/tool-texts';
import { DasaPeriods } from '@/components/charts/dasa-periods';
import { ChartDrawings } from '@/components/charts/horoscope-charts';
import { PlanetTable } from '@/components/charts/planet-table';
import { dayOf, dayAndTimeOf } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { MangalDoshaSummary } from './mangal-dosha';

/** The kundli's parts, each under its heading (`tools:kundli.sections`). */
type SectionName =
  'birth' | 'charts' | 'planets' | 'running' | 'vimshottari' | 'yogini' | 'ashtakavarga' | 'mangal';

function Section({ name, children }: { name: SectionName; children: ReactNode }) {
  const { t } = useTranslation('tools');
  const id = `kundli-${name}`;
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h3" id={id} mb="sm">
        {t(`kundli.sections.${name}`)}
      </Title>
      {children}
    </section>
  );
}

/** Label and value rows: the birth details and the birth panchanga. */
function FactTable({ label, rows }: { label: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Table withTableBorder aria-label={label} maw={640}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w="40%">{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function useBirthRows(kundli: Kundli): Array<[string, ReactNode]> {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const { birth, panchanga } = kundli;
  const rows: Array<[string, ReactNode]> = [
    [t('person.name'), birth.name],
    [
      t('kundli.born'),
      t('kundli.bornAt', { day: dayOf(birth.date), time: birth.time, offset: birth.utcOffset }),
    ],
    [t('kundli.place'), birth.place || `${birth.latitude}, ${birth.longitude}`],
  ];
  if (!panchanga) return rows;
  return [...rows, ...panchangaRows(panchanga, t, language)];
}

/** A dasa lord, with its yogini in Yogini dasa: 'Mangala (Moon)'. */
function useLordName() {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  return ({ lord, yogini }: { lord: string; yogini?: string }) => {
    const graha = astroName('graha', lord, language);
    if (!yogini) return graha;
    return t('kundli.yoginiLord', { yogini: astroName('yogini', yogini, language), lord: graha });
  };
}

function SpanTable({ label, periods }: { label: string; periods: DasaSpanData[] }) {
  const { t } = useTranslation('tools');
  const lordName = useLordName();
  return (
    <Table withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('kundli.period')}</Table.Th>
          <Table.Th>{t('kundli.lord')}</Table.Th>
          <Table.Th>{t('kundli.from')}</Table.Th>
          <Table.Th>{t('kundli.to')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.map((period) => (
          <Table.Tr key={`${period.level}-${period.start}`}>
            <Table.Td>{t(`horoscope:dasa.levels.${DASA_LEVELS[period.level - 1]}`)}</Table.Td>
            <Table.Td>{lordName(period)}</Table.Td>
            <Table.Td>{dayAndTimeOf(period.start)}</Table.Td>
            <Table.Td>{dayAndTimeOf(period.end)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The sixteen divisional charts: the Lagna chart beside the one chosen (the Navamsa at first). */
function DivisionalCharts({ kundli }: { kundli: Kundli }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const [code, setCode] = useState<ShodashavargaCode>('D9');
  const rasi = kundli.vargas[0]!;
  const chosen = kundli.vargas.find((varga) => varga.code === code)!;
  const nameOf = (v: typeof rasi) =>
    language === 'en' ? v.name : astroName('varga', v.code, language);
  const title = (v: typeof rasi) =>
    v.code === 'D1' ? t('kundli.lagna') : t('kundli.varga', { name: nameOf(v), code: v.code });
  return (
    <Stack gap="sm">
      <Group gap={6} role="group" aria-label={t('kundli.divisionalCharts')}>
        {kundli.vargas.map((varga) => (
          <Button
            key={varga.code}
            size="compact-sm"
            variant={varga.code === code ? 'filled' : 'default'}
            aria-pressed={varga.code === code}
            title={nameOf(varga)}
            onClick={() => setCode(varga.code)}
            // The codes (D9, D60) are the charts' notation, written so in Hindi texts too.
            lang="en"
          >
            {varga.code}
          </Button>
        ))}
      </Group>
      <ChartDrawings
        chart={kundli.chart}
        charts={[
          { key: 'D1', title: title(rasi), placements: rasi.placements },
          { key: chosen.code, title: title(chosen), placements: chosen.placements },
        ]}
      />
    </Stack>
  );
}

function AshtakavargaTable({ kundli }: { kundli: Kundli }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const { bhinna, sarva, sarvaTotal } = kundli.ashtakavarga;
  const rows = [...bhinna, { owner: 'Sarva', bindus: sarva, total: sarvaTotal }];
  const owner = (name: string) =>
    name === 'Sarva'
      ? t('kundli.sarva')
      : name === 'Lagna'
        ? t('kundli.lagna')
        : astroName('graha', name, language);
  return (
    // Wider than a phone: the scrolled part takes the keyboard's focus, so it scrolls without a mouse.
    <Table.ScrollContainer
      minWidth={720}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, 'aria-label': t('kundli.sections.ashtakavarga') },
      }}
    >
      <Table withTableBorder striped aria-label={t('kundli.sections.ashtakavarga')} ta="center">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('kundli.bindusOf')}</Table.Th>
            {zodiacSigns.map((sign) => (
              <Table.Th key={sign} ta="center" title={astroName('rasi', sign, language)}>
                {/* English abbreviates the signs; the Devanagari names are short enough. */}
                {language === 'en' ? sign.slice(0, 3) : astroName('rasi', sign, language)}
              </Table.Th>
            ))}
            <Table.Th ta="center">{t('kundli.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.owner} fw={row.owner === 'Sarva' ? 700 : undefined}>
              <Table.Th>{owner(row.owner)}</Table.Th>
              {row.bindus.map((count, sign) => (
                <Table.Td key={zodiacSigns[sign]}>{count}</Table.Td>
              ))}
              <Table.Td>{row.total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function YoginiDasa({ kundli }: { kundli: Kundli }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  return (
    <Accordion variant="contained" aria-label={t('kundli.sections.yogini')}>
      {kundli.yogini.map((period) => {
        const yogini = astroName('yogini', period.yogini ?? '', language);
        return (
          <Accordion.Item key={period.start} value={period.start}>
            <Accordion.Control>
              {t('kundli.yoginiPeriod', {
                yogini,
                lord: astroName('graha', period.lord, language),
                from: dayOf(period.start),
                to: dayOf(period.end),
              })}
            </Accordion.Control>
            <Accordion.Panel>
              <SpanTable label={t('kundli.antardashas', { yogini })} periods={period.subPeriods} />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** Everything of a free kundli, one part below the other. */
export function KundliView({ kundli, actions }: { kundli: Kundli; actions?: ReactNode }) {
  const { t } = useTranslation('tools');
  const birthRows = useBirthRows(kundli);
  return (
    <Stack gap="xl">
      <Section name="birth">
        <FactTable label={t('kundli.birthDetails')} rows={birthRows} />
        {actions && <Group mt="md">{actions}</Group>}
      </Section>
      <Section name="charts">
        <DivisionalCharts kundli={kundli} />
      </Section>
      <Section name="planets">
        <PlanetTable chart={kundli.chart} withNakshatra />
      </Section>
      <Section name="running">
        <Stack gap="sm">
          <SpanTable label={t('kundli.runningVimshottari')} periods={kundli.running.vimshottari} />
          <SpanTable label={t('kundli.runningYogini')} periods={kundli.running.yogini} />
        </Stack>
      </Section>
      <Section name="vimshottari">
        <DasaPeriods periods={kundli.chart.vimshottariDasaDetails.dasaData} />
      </Section>
      <Section name="yogini">
        <YoginiDasa kundli={kundli} />
      </Section>
      <Section name="ashtakavarga">
        <AshtakavargaTable kundli={kundli} />
      </Section>
      <Section name="mangal">
        <MangalDoshaSummary dosha={kundli.mangalDosha} />
      </Section>
    </Stack>
  );
}
