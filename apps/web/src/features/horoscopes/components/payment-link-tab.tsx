import { Badge, Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
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
import { InvoiceLines } from '@/components/payments/invoice-lines';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorMessage } from '@/lib/api-client';
import { useLiveEvents, useTabMessages } from '@/lib/live/use-live';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import {
  getPortalPricing,
  portalKeys,
  useCreatePaymentLink,
  usePaymentLinks,
  useRevokePaymentLink,
  usePortalConversation,
} from '../api/portal';
import { dateAndAgo } from './relative-time';

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

/**
 * The Payment Link tab: an amount (whole rupees, default 10, 1 when empty), Generate Payment shows
 * the server's invoice in 'Invoice Details', Send Link makes the link, then Copy Payment Link. The
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
    } catch {
      notifyError(messages.payment.pricingFailed);
    } finally {
      setPricing(false);
    }
  };
  const sendLink = async () => {
    if (!conversation.data) return notifyError(messages.payment.linkFailed);
    try {
      const answer = await create.mutateAsync({
        amount: whole,
        astrologerId,
        orderId: conversation.data.id,
      });
      setSent(answer.data);
      setInvoice(null);
    } catch {
      notifyError(messages.payment.linkFailed);
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
            <InvoiceLines invoice={invoice} extra={['intlTax', 'commission', 'taxAndSurcharge']} />
            <Text size="sm" c="dimmed">
              The client pays the total; you earn the base rate less the commission.
            </Text>
            <Button onClick={() => void sendLink()} loading={create.isPending}>
              Send Link
            </Button>
          </Stack>
        )}
      </Modal>
      {links.data && links.data.length > 0 && (
        <Table.ScrollContainer minWidth={440}>
          <Table aria-label="Payment links" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>{formatRupees(link.invoice.totalAmount)}</Table.Td>
                  <Table.Td>
                    <Badge variant="filled" color={statusLabels[link.status].color}>
                      {statusLabels[link.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{dateAndAgo(link.createdAt)}</Table.Td>
                  <Table.Td>
                    {link.status === 'CREATED' && (
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
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
