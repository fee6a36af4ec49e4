import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href, messages } from '@kusp/contracts';
import { NoCreditsModal } from '@/components/payments/no-credits-modal';
import { WalletConfirmModal } from '@/components/payments/wallet-confirm-modal';
import { walletBalanceQuery, walletQueryKey } from '@/hooks/use-wallet-balance';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { chatPriceQuery } from '../api/get-chat-price';
import { conversationSessionQuery } from '../api/get-conversation-session';
import { useRequestChat } from '../api/session-actions';
import { canResume, decideLiveChat } from '../live-chat';

/**
 * Live Chat on an astrologer's page: resumes the customer's active chat with them, else confirms the
 * wallet deduction and sends the request (then waits on the chat screen), else offers credits.
 * Session, price and balance are read fresh on each click.
 */
export function LiveChatButton({ astrologerId }: { astrologerId: string }) {
  const userId = useSession((s) => s.userId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const request = useRequestChat();
  const [deciding, setDeciding] = useState(false);
  // One Idempotency-Key per confirmation: pressing Yes again cannot hold the price twice.
  const [dialog, setDialog] = useState<{
    kind: 'confirm' | 'top-up';
    cost: number;
    idempotencyKey: string;
  } | null>(null);
  const chatPath = userId ? href('chat', { userId, astrologerId }) : '';

  const start = async () => {
    if (!userId) return;
    setDeciding(true);
    try {
      const { session } = await queryClient.fetchQuery({
        ...conversationSessionQuery(userId, astrologerId),
        staleTime: 0,
      });
      if (canResume(session)) {
        await navigate(chatPath);
        return;
      }
      const [price, wallet] = await Promise.all([
        queryClient.fetchQuery(chatPriceQuery(astrologerId)),
        queryClient.fetchQuery({ ...walletBalanceQuery(userId), staleTime: 0 }),
      ]);
      const kind = decideLiveChat(session, price.totalAmount, wallet.balance);
      setDialog({
        kind: kind === 'confirm' ? 'confirm' : 'top-up',
        cost: price.totalAmount,
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
        type: 'TEXT',
        idempotencyKey: dialog.idempotencyKey,
      });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      setDialog(null);
      await navigate(chatPath);
    } catch (error) {
      // The balance fell since it was read (another tab spent it): the server says so.
      if (error instanceof ApiError && error.message === messages.payment.noCredits) {
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
        Live Chat
      </Button>
      <WalletConfirmModal
        opened={dialog?.kind === 'confirm'}
        totalAmount={dialog?.cost ?? 0}
        paying={request.isPending}
        onYes={() => void confirm()}
        onDont={() => setDialog(null)}
      />
      <NoCreditsModal opened={dialog?.kind === 'top-up'} onClose={() => setDialog(null)} />
    </>
  );
}
