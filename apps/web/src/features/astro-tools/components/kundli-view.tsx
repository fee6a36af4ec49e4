import { Accordion, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DASA_LEVELS } from '@kusp/astro/dasa';
import {
  panchangaRows,
  zodiacSigns,
  type DasaSpanData,
  type Kundli,
  type ShodashavargaCode,
} from '@kusp/contracts';
import { DasaPeriods } from '@/components/charts/dasa-periods';
import { ChartDrawings } from '@/components/charts/horoscope-charts';
import { PlanetTable } from '@/components/charts/planet-table';
import { dayOf, dayAndTimeOf } from '@/lib/dates';
import { MangalDoshaSummary } from './mangal-dosha';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `kundli-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h3" id={id} mb="sm">
        {title}
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

function birthRows(kundli: Kundli): Array<[string, ReactNode]> {
  const { birth, panchanga } = kundli;
  const rows: Array<[string, ReactNode]> = [
    ['Name', birth.name],
    ['Born', `${dayOf(birth.date)} ${birth.time} (UTC${birth.utcOffset})`],
    ['Place', birth.place || `${birth.latitude}, ${birth.longitude}`],
  ];
  if (!panchanga) return rows;
  return [...rows, ...panchangaRows(panchanga)];
}

function SpanTable({ label, periods }: { label: string; periods: DasaSpanData[] }) {
  return (
    <Table withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Period</Table.Th>
          <Table.Th>Lord</Table.Th>
          <Table.Th>From</Table.Th>
          <Table.Th>To</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.map((period) => (
          <Table.Tr key={`${period.level}-${period.start}`}>
            <Table.Td>{DASA_LEVELS[period.level - 1]}</Table.Td>
            <Table.Td>{period.yogini ? `${period.yogini} (${period.lord})` : period.lord}</Table.Td>
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
  const [code, setCode] = useState<ShodashavargaCode>('D9');
  const rasi = kundli.vargas[0]!;
  const chosen = kundli.vargas.find((varga) => varga.code === code)!;
  const title = (v: typeof rasi) => (v.code === 'D1' ? 'Lagna' : `${v.name} (${v.code})`);
  return (
    <Stack gap="sm">
      <Group gap={6} role="group" aria-label="Divisional charts">
        {kundli.vargas.map((varga) => (
          <Button
            key={varga.code}
            size="compact-sm"
            variant={varga.code === code ? 'filled' : 'default'}
            aria-pressed={varga.code === code}
            title={varga.name}
            onClick={() => setCode(varga.code)}
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
  const { bhinna, sarva, sarvaTotal } = kundli.ashtakavarga;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder striped aria-label="Ashtakavarga" ta="center">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bindus of</Table.Th>
            {zodiacSigns.map((sign) => (
              <Table.Th key={sign} ta="center" title={sign}>
                {sign.slice(0, 3)}
              </Table.Th>
            ))}
            <Table.Th ta="center">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...bhinna, { owner: 'Sarva', bindus: sarva, total: sarvaTotal }].map((row) => (
            <Table.Tr key={row.owner} fw={row.owner === 'Sarva' ? 700 : undefined}>
              <Table.Th>{row.owner}</Table.Th>
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
  return (
    <Accordion variant="contained" aria-label="Yogini dasa">
      {kundli.yogini.map((period) => (
        <Accordion.Item key={period.start} value={period.start}>
          <Accordion.Control>
            {period.yogini} ({period.lord}): {dayOf(period.start)} to {dayOf(period.end)}
          </Accordion.Control>
          <Accordion.Panel>
            <SpanTable label={`${period.yogini} antardashas`} periods={period.subPeriods} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Everything of a free kundli, one part below the other. */
export function KundliView({ kundli, actions }: { kundli: Kundli; actions?: ReactNode }) {
  return (
    <Stack gap="xl">
      <Section title="Birth details and panchanga">
        <FactTable label="Birth details" rows={birthRows(kundli)} />
        {actions && <Group mt="md">{actions}</Group>}
      </Section>
      <Section title="Charts">
        <DivisionalCharts kundli={kundli} />
      </Section>
      <Section title="Planets">
        <PlanetTable chart={kundli.chart} withNakshatra />
      </Section>
      <Section title="Running periods today">
        <Stack gap="sm">
          <SpanTable
            label="Vimshottari periods running today"
            periods={kundli.running.vimshottari}
          />
          <SpanTable label="Yogini periods running today" periods={kundli.running.yogini} />
        </Stack>
      </Section>
      <Section title="Vimshottari dasa">
        <DasaPeriods periods={kundli.chart.vimshottariDasaDetails.dasaData} />
      </Section>
      <Section title="Yogini dasa">
        <YoginiDasa kundli={kundli} />
      </Section>
      <Section title="Ashtakavarga">
        <AshtakavargaTable kundli={kundli} />
      </Section>
      <Section title="Mangal dosha">
        <MangalDoshaSummary dosha={kundli.mangalDosha} />
      </Section>
    </Stack>
  );
}
