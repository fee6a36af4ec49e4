import { Badge, Button, Group, Modal, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  formatRupees,
  messages,
  portalTexts,
  type HoroscopeProfile,
  type PaymentLink,
  type Quote,
} from '@kusp/contracts';
import { InvoiceLines, MoneyLines } from '@/components/payments/invoice-lines';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { errorMessage } from '@/lib/api-client';
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
const statusLabels: Record<PaymentLink['status'], { label: string; color: string }> = {
  CREATED: { label: 'Created', color: 'gray.7' },
  PAID: { label: 'Paid', color: 'teal.9' },
  EXPIRED: { label: 'Expired', color: 'red.9' },
  REVOKED: { label: 'Revoked', color: 'dark.4' },
};

const absolute = (path: string) => `${window.location.origin}${path}`;

async function copyLink(path: string) {
  try {
    await navigator.clipboard.writeText(absolute(path));
    notifySuccess(messages.horoscope.linkCopied);
  } catch {
    notifyError('Your browser did not allow copying. Please copy the link from the list.');
  }
}

/** What the astrologer receives of a link: the base rate less the platform's commission. */
function earningLines(invoice: Quote) {
  return [
    ['Base rate', invoice.baseRate],
    ['Commission', -invoice.commission],
    ['You receive', invoice.baseRate - invoice.commission],
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
    if (!email) return notifySuccess(portalTexts.paymentLinkNoEmail);
    try {
      await mailPaymentLink(link.id, email);
      notifySuccess(`${portalTexts.paymentLinkInChat}. ${portalTexts.paymentLinkMailed}.`);
    } catch (failure) {
      notifyError(`${portalTexts.paymentLinkInChat}. ${errorMessage(failure)}`);
    }
  };

  const revokeLink = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notifySuccess(portalTexts.paymentLinkRevokedDone);
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
          label="Amount (₹)"
          min={1}
          allowDecimal={false}
          value={amount}
          onChange={setAmount}
          w={160}
        />
        <Button onClick={() => void generate()} loading={pricing}>
          Generate Payment
        </Button>
        {sent && (
          <Button variant="light" onClick={() => void copyLink(sent)}>
            Copy Payment Link
          </Button>
        )}
      </Group>
      <Modal opened={invoice !== null} onClose={() => setInvoice(null)} title="Invoice Details">
        {invoice && (
          <Stack gap="sm">
            <Title order={3} size="h5">
              Your client pays
            </Title>
            <InvoiceLines invoice={invoice} label="Your client pays" />
            <Title order={3} size="h5">
              You receive
            </Title>
            <MoneyLines label="You receive" lines={earningLines(invoice)} />
            <Text size="sm" c="dimmed">
              The commission is Kusp's share of the base rate; it is not added to what your client
              pays. Send Link posts the link in your chat with the client and e-mails it to the
              client's e-mail on record.
            </Text>
            <Button onClick={() => void sendLink()} loading={create.isPending}>
              Send Link
            </Button>
          </Stack>
        )}
      </Modal>
      {links.data && links.data.length > 0 && (
        <ResponsiveTable
          label="Payment links"
          minWidth={480}
          columns={['Total', 'You receive', 'Status', 'Created', 'Actions']}
          rows={links.data.map((link) => ({
            key: link.id,
            cells: [
              formatRupees(link.invoice.totalAmount),
              formatRupees(link.invoice.baseRate - link.invoice.commission),
              <Badge variant="filled" color={statusLabels[link.status].color}>
                {statusLabels[link.status].label}
              </Badge>,
              dateAndAgo(link.createdAt),
              link.status === 'CREATED' ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => void copyLink(link.url)}
                  >
                    Copy
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRevoking(link)}
                  >
                    Revoke
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
        title="Revoke this payment link?"
        confirmLabel="Revoke link"
        busy={revoke.isPending}
        onConfirm={() => void revokeLink()}
        onCancel={() => setRevoking(null)}
      >
        {revoking &&
          `The client can no longer pay this link of ${formatRupees(revoking.invoice.totalAmount)}; opening it tells them you cancelled it.`}
      </ConfirmModal>
    </Stack>
  );
}
