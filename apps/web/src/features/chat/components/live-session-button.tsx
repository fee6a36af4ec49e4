import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href, type ChatSession, type Quote } from '@kusp/contracts';
import { NoCreditsModal } from '@/components/payments/no-credits-modal';
import { WalletConfirmModal } from '@/components/payments/wallet-confirm-modal';
import { walletBalanceQuery, walletQueryKey } from '@/hooks/use-wallet-balance';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { chatPriceQuery } from '../api/get-chat-price';
import { conversationSessionQuery } from '../api/get-conversation-session';
import { useRequestChat } from '../api/session-actions';
import { canResume, decideLiveSession } from '../live-chat';

/** The button's label (astrologers:service) and where a session of its type is held: the chat or the call's page. */
const liveServices = {
  TEXT: { label: 'liveChat', route: 'chat' },
  VIDEO: { label: 'liveCall', route: 'meet' },
} as const;

/**
 * Live Chat (type TEXT) or Live Call (type VIDEO) on an astrologer's page: resumes the customer's
 * active session of that type with them, else confirms the wallet deduction and sends the request
 * (then waits on the chat or call page), else offers credits. Session, price and balance are read
 * fresh on each click.
 */
export function LiveSessionButton({
  astrologerId,
  type,
}: {
  astrologerId: string;
  type: ChatSession['type'];
}) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const request = useRequestChat();
  const [deciding, setDeciding] = useState(false);
  // One Idempotency-Key per confirmation: pressing Yes again cannot hold the price twice.
  const [dialog, setDialog] = useState<{
    kind: 'confirm' | 'top-up';
    price: Quote;
    /** The wallet's balance (millicredits) when asked. */
    balance: number;
    idempotencyKey: string;
  } | null>(null);
  const service = liveServices[type];
  const sessionPath = userId ? href(service.route, { userId, astrologerId }) : '';

  const start = async () => {
    if (!userId) return;
    setDeciding(true);
    try {
      const { session } = await queryClient.fetchQuery({
        ...conversationSessionQuery(userId, astrologerId, type),
        staleTime: 0,
      });
      if (canResume(session, type)) {
        await navigate(sessionPath);
        return;
      }
      const [price, wallet] = await Promise.all([
        queryClient.fetchQuery(chatPriceQuery(astrologerId)),
        queryClient.fetchQuery({ ...walletBalanceQuery(userId), staleTime: 0 }),
      ]);
      const kind = decideLiveSession(session, type, price.totalAmount, wallet.balance);
      setDialog({
        kind: kind === 'confirm' ? 'confirm' : 'top-up',
        price,
        balance: wallet.balance,
        idempotencyKey: crypto.randomUUID(),
      });
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setDeciding(false);
    }
  };

  const confirm = async () => {
    if (!userId || !dialog) return;
    try {
      await request.mutateAsync({
        astrologerId,
        userId,
        type,
        idempotencyKey: dialog.idempotencyKey,
      });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      setDialog(null);
      await navigate(sessionPath);
    } catch (error) {
      // The balance fell since it was read (another tab spent it): the server says so.
      if (hasErrorCode(error, 'INSUFFICIENT_CREDITS')) {
        setDialog((open) => open && { ...open, kind: 'top-up' });
        return;
      }
      setDialog(null);
      notifyError(errorMessage(error));
    }
  };

  return (
    <>
      <Button onClick={() => void start()} loading={deciding}>
        {t(`astrologers:service.${service.label}`)}
      </Button>
      {dialog && (
        <WalletConfirmModal
          opened={dialog.kind === 'confirm'}
          invoice={dialog.price}
          balance={dialog.balance}
          paying={request.isPending}
          onYes={() => void confirm()}
          onDont={() => setDialog(null)}
        />
      )}
      <NoCreditsModal opened={dialog?.kind === 'top-up'} onClose={() => setDialog(null)} />
    </>
  );
}
