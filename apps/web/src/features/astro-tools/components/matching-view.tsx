import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Matching } from '@kusp/contracts';
import { astroName } from '@kusp/contracts/astro-names';
import { useLanguage } from '@/lib/language';
import { translateMessage } from '@/lib/i18n';
import { MangalDoshaSummary } from './mangal-dosha';

/** A koota's attribute of one side: a graha for graha maitri, a count for bhakoot, else a name. */
function useKootaValue() {
  const { language } = useLanguage();
  return (koota: string, value: string) => {
    if (koota === 'Graha Maitri') return astroName('graha', value, language);
    return astroName('kootaValue', value, language);
  };
}

/** The engine's words for what cancels a nadi or bhakoot dosha, by their keys in the catalogue. */
const reasons: Record<string, string> = {
  'same nakshatra, different signs': 'nakshatraSigns',
  'same sign, different nakshatras': 'signNakshatras',
  'same nakshatra, different padas': 'nakshatraPadas',
  'same sign lord': 'signLord',
  'sign lords are friends': 'lordsFriends',
};

/** 'Nadi dosha cancelled: same sign, different nakshatras', as the server words it, translated. */
function useCancellation() {
  const { t } = useTranslation('tools');
  return (text: string) => {
    const [, dosha, reason = ''] = /^(Nadi|Bhakoot) dosha cancelled: (.+)$/.exec(text) ?? [];
    const key = reasons[reason];
    if (!dosha || !key) return text;
    return t(dosha === 'Nadi' ? 'matching.nadiCancelled' : 'matching.bhakootCancelled', {
      reason: t(`matching.reasons.${key}`),
    });
  };
}

/** The 36-point table with each koota's attributes, the total and verdict, and mangal dosha. */
export function MatchingView({ match }: { match: Matching }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const kootaValue = useKootaValue();
  const cancellation = useCancellation();
  const boy = match.boyMoon.name || t('matching.boy');
  const girl = match.girlMoon.name || t('matching.girl');
  const moon = (name: string, of: Matching['boyMoon']) =>
    t('matching.moon', {
      name,
      sign: astroName('rasi', of.sign, language),
      nakshatra: astroName('nakshatra', of.nakshatra, language),
      pada: of.pada,
    });
  return (
    <Stack gap="lg">
      <Text>
        {moon(boy, match.boyMoon)} {moon(girl, match.girlMoon)}
      </Text>
      {/* Wider than a phone: the scrolled part takes the keyboard's focus. */}
      <Table.ScrollContainer
        minWidth={480}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, 'aria-label': t('matching.resultTitle') },
        }}
      >
        <Table withTableBorder striped aria-label={t('matching.resultTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('matching.koota')}</Table.Th>
              <Table.Th>{boy}</Table.Th>
              <Table.Th>{girl}</Table.Th>
              <Table.Th ta="right">{t('matching.points')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {match.kootas.map((koota) => (
              <Table.Tr key={koota.name}>
                <Table.Th>{astroName('koota', koota.name, language)}</Table.Th>
                <Table.Td>{kootaValue(koota.name, koota.boy)}</Table.Td>
                <Table.Td>{kootaValue(koota.name, koota.girl)}</Table.Td>
                <Table.Td ta="right">
                  {t('matching.outOf', { points: koota.points, max: koota.max })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{t('matching.total')}</Table.Th>
              <Table.Th ta="right">
                {t('matching.outOf', { points: match.total, max: match.max })}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder p="md">
        <Title order={3} size="h4">
          {t('matching.score', {
            total: match.total,
            max: match.max,
            verdict: translateMessage(match.verdict),
          })}
        </Title>
        {match.cancellations.length > 0 && (
          <List size="sm" mt="xs">
            {match.cancellations.map((text) => (
              <List.Item key={text}>{cancellation(text)}</List.Item>
            ))}
          </List>
        )}
      </Paper>
      <section aria-labelledby="manglik-heading">
        <Title order={3} size="h4" id="manglik-heading" mb="xs">
          {t('kundli.sections.mangal')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MangalDoshaSummary who={boy} dosha={match.manglik.boy} />
          <MangalDoshaSummary who={girl} dosha={match.manglik.girl} />
        </SimpleGrid>
        {match.manglik.cancelledByEachOther && <Text mt="xs">{t('matching.bothManglik')}</Text>}
      </section>
    </Stack>
  );
}
