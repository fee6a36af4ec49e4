import { SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Panchang, PanchangLimb } from '@kusp/contracts';
import { astroName, type AstroNameKind } from '@kusp/contracts/astro-names';
import { dayOf } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

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
function Limbs({
  kind,
  limbs,
  day,
}: {
  kind: AstroNameKind;
  limbs: Array<PanchangLimb & { paksha?: string }>;
  day: string;
}) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  return limbs.map((limb) => (
    <div key={limb.startsAt}>
      {limb.paksha ? `${astroName('paksha', limb.paksha, language)} ` : ''}
      {astroName(kind, limb.name, language)}{' '}
      <Text span c="dimmed" size="sm">
        {t('panchang.until', { time: clock(limb.endsAt, day) })}
      </Text>
    </div>
  ));
}

/** A day's panchang: the five limbs with their ends, sun and moon, the periods, month and samvat. */
export function PanchangView({ panchang }: { panchang: Panchang }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const day = panchang.date;
  const range = (r: { start: string; end: string }) =>
    `${clock(r.start, day)} – ${clock(r.end, day)}`;
  const masa = (name: string) => astroName('masa', name, language);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card title={t('panchang.panchanga')}>
        <Row name={t('panchang.vara')}>
          {t('panchang.varaName', {
            name: astroName('vara', panchang.vara.name, language),
            sanskrit: panchang.vara.sanskrit,
          })}
        </Row>
        <Row name={t('panchang.tithi')}>
          <Limbs kind="tithi" limbs={panchang.tithi} day={day} />
        </Row>
        <Row name={t('panchang.nakshatra')}>
          <Limbs kind="nakshatra" limbs={panchang.nakshatra} day={day} />
        </Row>
        <Row name={t('panchang.yoga')}>
          <Limbs kind="yoga" limbs={panchang.yoga} day={day} />
        </Row>
        <Row name={t('panchang.karana')}>
          <Limbs kind="karana" limbs={panchang.karana} day={day} />
        </Row>
      </Card>
      <Card title={t('panchang.sunAndMoon')}>
        <Row name={t('panchang.sunrise')}>{panchang.sunrise.slice(0, 5)}</Row>
        <Row name={t('panchang.sunset')}>{panchang.sunset.slice(0, 5)}</Row>
        <Row name={t('panchang.moonrise')}>
          {panchang.moonrise?.slice(0, 5) ?? t('panchang.none')}
        </Row>
        <Row name={t('panchang.moonset')}>
          {panchang.moonset?.slice(0, 5) ?? t('panchang.none')}
        </Row>
      </Card>
      <Card title={t('panchang.periods')}>
        <Row name={t('panchang.abhijit')}>{range(panchang.abhijit)}</Row>
        <Row name={t('panchang.rahuKalam')}>{range(panchang.rahuKalam)}</Row>
        <Row name={t('panchang.yamaganda')}>{range(panchang.yamaganda)}</Row>
        <Row name={t('panchang.gulikaKalam')}>{range(panchang.gulikaKalam)}</Row>
      </Card>
      <Card title={t('panchang.monthAndYear')}>
        <Row name={t('panchang.amanta')}>
          {panchang.masa.adhika
            ? t('panchang.adhika', { month: masa(panchang.masa.amanta) })
            : masa(panchang.masa.amanta)}
        </Row>
        <Row name={t('panchang.purnimanta')}>{masa(panchang.masa.purnimanta)}</Row>
        <Row name={t('panchang.ritu')}>{astroName('ritu', panchang.ritu, language)}</Row>
        <Row name={t('panchang.vikram')}>{panchang.samvat.vikram}</Row>
        <Row name={t('panchang.shaka')}>{panchang.samvat.shaka}</Row>
      </Card>
    </SimpleGrid>
  );
}
