import { Alert, Button, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCredits } from '@kusp/contracts';
import { useWalletBalance } from '@/hooks/use-wallet-balance';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { BuyCreditsDialog } from './buy-credits-dialog';
import { CreditPurchaseNotice } from './credit-purchase-notice';

/**
 * The wallet on the profile: balance in whole credits (docs/pricing.md), what a credit is worth, read
 * afresh on every visit, Buy Credits, and the notice of a credit purchase just paid.
 */
export function CreditsBalance() {
  const { t } = useTranslation('payments');
  const { locale } = useLanguage();
  const wallet = useWalletBalance({ refetchOnMount: 'always' });
  const [buying, setBuying] = useState(false);
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <CreditPurchaseNotice balance={wallet.isFetching ? undefined : wallet.data?.balance} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3" mb="xs" id={titleId}>
            {t('creditsTitle')}
          </Title>
          {wallet.isError ? (
            <Alert color="red">{errorMessage(wallet.error)}</Alert>
          ) : wallet.data ? (
            <>
              <Text fz={28} fw={700}>
                {formatCredits(wallet.data.balance, locale)}{' '}
                <Text span c="dimmed" fw={400}>
                  {t('creditsWord', { count: wallet.data.balance / 1000 })}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {t('creditRate')}
              </Text>
            </>
          ) : (
            <Loader aria-label={t('loadingCredits')} />
          )}
        </div>
        <Button onClick={() => setBuying(true)}>{t('buyCredits')}</Button>
      </Group>
      <BuyCreditsDialog opened={buying} onClose={() => setBuying(false)} />
    </Paper>
  );
}
