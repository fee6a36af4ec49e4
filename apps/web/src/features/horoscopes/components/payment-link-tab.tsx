import { Badge, Button, Group, Modal, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  formatRupees,
  messages,
  type HoroscopeProfile,
  type PaymentLink,
  type Quote,
} from '@kusp/contracts';
import { InvoiceLines, MoneyLines } from '@/components/payments/invoice-lines';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useLiveEvents, useTabMessages } from '@/lib/live/use-live';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import {
  getPortalPricing,
  mailPaymentLink,
  portalKeys,
  useCreatePaymentLink,
  usePaymentLinks,
  useRevokePaymentLink,
  usePortalConversation,
} from '../api/portal';
import { dateAndAgo } from '@/lib/relative-time';

const defaultAmount = 10;
const linkColumns = ['total', 'youReceive', 'status', 'created', 'actions'] as const;
const statusColors: Record<PaymentLink['status'], string> = {
  CREATED: 'gray.7',
  PAID: 'teal.9',
  EXPIRED: 'red.9',
  REVOKED: 'dark.4',
};

const absolute = (path: string) => `${window.location.origin}${path}`;

async function copyLink(path: string, t: TFunction<'clients'>) {
  try {
    await navigator.clipboard.writeText(absolute(path));
    notifySuccess(messages.horoscope.linkCopied);
  } catch {
    notifyError(t('paymentLink.copyFailed'));
  }
}

/** What the astrologer receives of a link: the base rate less the platform's commission. */
function earningLines(invoice: Quote, t: TFunction<'clients'>) {
  return [
    [t('paymentLink.baseRate'), invoice.baseRate],
    [t('paymentLink.commission'), -invoice.commission],
    [t('paymentLink.youReceive'), invoice.baseRate - invoice.commission],
  ] as const;
}

/**
 * The Payment Link tab: an amount (whole rupees, default 10, 1 when empty), Generate Payment shows
 * the server's invoice in 'Invoice Details' (what the client pays, line by line, and apart from it
 * what the astrologer receives after commission), Send Link makes the link, which the server posts
 * in the portal chat, and e-mails it to the client's e-mail on record, then Copy Payment Link. The
 * links are listed with their status; a waiting one can be copied or revoked (asked first); a
 * payment arrives live (PORTAL_PAYMENT).
 */
export function PaymentLinkTab({ profile }: { profile: HoroscopeProfile }) {
  const { t } = useTranslation('clients');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const astrologerId = useSession((s) => s.userId) ?? '';
  const conversation = usePortalConversation(profile);
  const links = usePaymentLinks(profile.horoscopeId);
  const create = useCreatePaymentLink(profile.horoscopeId);
  const revoke = useRevokePaymentLink(profile.horoscopeId);
  const [revoking, setRevoking] = useState<PaymentLink | null>(null);
  const [amount, setAmount] = useState<number | string>(defaultAmount);
  const [invoice, setInvoice] = useState<Quote | null>(null);
  // One Idempotency-Key per invoice shown: a second click on Send Link answers the same link.
  const [sendKey, setSendKey] = useState('');
  const [pricing, setPricing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: portalKeys.paymentLinks(profile.horoscopeId) });
  useLiveEvents(['PORTAL_PAYMENT'], reload);
  useTabMessages(
    (message) => {
      if (message.event?.type === 'PORTAL_PAYMENT') reload();
    },
    ['astrologerPortal'],
  );

  const whole = typeof amount === 'number' && amount >= 1 ? Math.floor(amount) : 1;
  const generate = async () => {
    setPricing(true);
    try {
      setInvoice(await getPortalPricing(whole));
      setSendKey(crypto.randomUUID());
    } catch {
      notifyError(messages.payment.pricingFailed);
    } finally {
      setPricing(false);
    }
  };
  const sendLink = async () => {
    if (!conversation.data) return notifyError(messages.payment.linkFailed);
    let link: PaymentLink;
    try {
      const answer = await create.mutateAsync({
        amount: whole,
        astrologerId,
        orderId: conversation.data.id,
        idempotencyKey: sendKey,
      });
      link = answer.link;
      setSent(answer.data);
      setInvoice(null);
    } catch {
      return notifyError(messages.payment.linkFailed);
    }
    const email = conversation.data.customerEmail;
    if (!email) return notifySuccess(t('paymentLink.noEmail'));
    try {
      await mailPaymentLink(link.id, email);
      notifySuccess(t('paymentLink.mailed'));
    } catch (failure) {
      notifyError(t('paymentLink.notMailed', { error: errorMessage(failure) }));
    }
  };

  const revokeLink = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notifySuccess(t('paymentLink.revoked'));
      if (sent === revoking.url) setSent(null);
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
    setRevoking(null);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          label={t('paymentLink.amount')}
          min={1}
          allowDecimal={false}
          value={amount}
          onChange={setAmount}
          w={160}
        />
        <Button onClick={() => void generate()} loading={pricing}>
          {t('paymentLink.generate')}
        </Button>
        {sent && (
          <Button variant="light" onClick={() => void copyLink(sent, t)}>
            {t('paymentLink.copy')}
          </Button>
        )}
      </Group>
      <Modal
        opened={invoice !== null}
        onClose={() => setInvoice(null)}
        title={t('paymentLink.invoice')}
      >
        {invoice && (
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('paymentLink.clientPays')}
            </Title>
            <InvoiceLines invoice={invoice} label={t('paymentLink.clientPays')} />
            <Title order={3} size="h5">
              {t('paymentLink.youReceive')}
            </Title>
            <MoneyLines label={t('paymentLink.youReceive')} lines={earningLines(invoice, t)} />
            <Text size="sm" c="dimmed">
              {t('paymentLink.commissionNote')}
            </Text>
            <Button onClick={() => void sendLink()} loading={create.isPending}>
              {t('paymentLink.send')}
            </Button>
          </Stack>
        )}
      </Modal>
      {links.data && links.data.length > 0 && (
        <ResponsiveTable
          label={t('paymentLink.table')}
          minWidth={480}
          columns={linkColumns.map((column) => t(`paymentLink.columns.${column}`))}
          rows={links.data.map((link) => ({
            key: link.id,
            cells: [
              formatRupees(link.invoice.totalAmount, locale),
              formatRupees(link.invoice.baseRate - link.invoice.commission, locale),
              <Badge variant="filled" color={statusColors[link.status]}>
                {t(`paymentLink.status.${link.status}`)}
              </Badge>,
              dateAndAgo(link.createdAt),
              link.status === 'CREATED' ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => void copyLink(link.url, t)}
                  >
                    {t('paymentLink.copyShort')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRevoking(link)}
                  >
                    {t('paymentLink.revoke')}
                  </Button>
                </Group>
              ) : (
                '—'
              ),
            ],
          }))}
        />
      )}
      <ConfirmModal
        opened={revoking !== null}
        title={t('paymentLink.revokeTitle')}
        confirmLabel={t('paymentLink.revokeConfirm')}
        busy={revoke.isPending}
        onConfirm={() => void revokeLink()}
        onCancel={() => setRevoking(null)}
      >
        {revoking &&
          t('paymentLink.revokeText', {
            amount: formatRupees(revoking.invoice.totalAmount, locale),
          })}
      </ConfirmModal>
    </Stack>
  );
}
