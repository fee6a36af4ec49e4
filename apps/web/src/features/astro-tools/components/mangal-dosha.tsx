import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MangalDoshaData } from '@kusp/contracts';
import { mangalReason } from '@kusp/contracts/tool-texts';
import { useLanguage } from '@/lib/language';

/** Whether Mars gives dosha, counted from the Lagna, the Moon and Venus, and what cancels it. */
export function MangalDoshaSummary({ dosha, who }: { dosha: MangalDoshaData; who?: string }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const verdict = !dosha.present
    ? t('mangal.none')
    : dosha.effective
      ? t('mangal.present')
      : t('mangal.cancelled');
  const houses = [
    ['Lagna', dosha.fromLagna],
    ['Moon', dosha.fromMoon],
    ['Venus', dosha.fromVenus],
  ] as const;
  return (
    <div>
      <Text fw={700}>
        {who ? t('mangal.who', { who }) : ''}
        {verdict}
      </Text>
      <Text size="sm">
        {t('mangal.marsIn', {
          houses: houses
            .map(
              ([from, { house, dosha: gives }]) =>
                t('mangal.houseFrom', {
                  house: t(`ordinals.${house}`),
                  from: t(`mangal.from.${from}`),
                }) + (gives ? t('mangal.dosha') : ''),
            )
            .join(', '),
        })}
      </Text>
      {dosha.cancelledBy.length > 0 && (
        <List size="sm" mt={4}>
          {dosha.cancelledBy.map((reason) => (
            <List.Item key={reason}>
              {t('mangal.cancelledBy', { reason: mangalReason(reason, t, language) })}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
