import { SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Panchang, PanchangLimb } from '@kusp/contracts';
import { dayOf } from '@/lib/dates';

/** 'HH:mm' of a local date-time, with its date when it is not the panchang's own day. */
function clock(iso: string, day: string): string {
  const time = iso.slice(11, 16);
  return iso.startsWith(day) ? time : `${time} (${dayOf(iso).slice(0, 5)})`;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Tables side by side keep their own height (the grid would stretch the shorter one's rows).
    <Table withTableBorder aria-label={title} captionSide="top" style={{ alignSelf: 'start' }}>
      <Table.Caption>
        <Title order={3} size="h4" ta="left" c="dark">
          {title}
        </Title>
      </Table.Caption>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="40%">{name}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Each limb that runs in the day, with its end. */
function limbText(limbs: Array<PanchangLimb & { paksha?: string }>, day: string) {
  return limbs.map((limb) => (
    <div key={limb.startsAt}>
      {limb.paksha ? `${limb.paksha} ` : ''}
      {limb.name}{' '}
      <Text span c="dimmed" size="sm">
        until {clock(limb.endsAt, day)}
      </Text>
    </div>
  ));
}

/** A day's panchang: the five limbs with their ends, sun and moon, the periods, month and samvat. */
export function PanchangView({ panchang }: { panchang: Panchang }) {
  const day = panchang.date;
  const range = (r: { start: string; end: string }) =>
    `${clock(r.start, day)} – ${clock(r.end, day)}`;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card title="Panchanga">
        <Row name="Vara">
          {panchang.vara.name} ({panchang.vara.sanskrit})
        </Row>
        <Row name="Tithi">{limbText(panchang.tithi, day)}</Row>
        <Row name="Nakshatra">{limbText(panchang.nakshatra, day)}</Row>
        <Row name="Yoga">{limbText(panchang.yoga, day)}</Row>
        <Row name="Karana">{limbText(panchang.karana, day)}</Row>
      </Card>
      <Card title="Sun and Moon">
        <Row name="Sunrise">{panchang.sunrise.slice(0, 5)}</Row>
        <Row name="Sunset">{panchang.sunset.slice(0, 5)}</Row>
        <Row name="Moonrise">{panchang.moonrise?.slice(0, 5) ?? 'None this day'}</Row>
        <Row name="Moonset">{panchang.moonset?.slice(0, 5) ?? 'None this day'}</Row>
      </Card>
      <Card title="Periods of the day">
        <Row name="Abhijit muhurta">{range(panchang.abhijit)}</Row>
        <Row name="Rahu kalam">{range(panchang.rahuKalam)}</Row>
        <Row name="Yamaganda">{range(panchang.yamaganda)}</Row>
        <Row name="Gulika kalam">{range(panchang.gulikaKalam)}</Row>
      </Card>
      <Card title="Month and year">
        <Row name="Month (amanta)">
          {panchang.masa.adhika ? 'Adhika ' : ''}
          {panchang.masa.amanta}
        </Row>
        <Row name="Month (purnimanta)">{panchang.masa.purnimanta}</Row>
        <Row name="Ritu">{panchang.ritu}</Row>
        <Row name="Vikram samvat">{panchang.samvat.vikram}</Row>
        <Row name="Shaka samvat">{panchang.samvat.shaka}</Row>
      </Card>
    </SimpleGrid>
  );
}
