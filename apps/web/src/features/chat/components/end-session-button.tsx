import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useChangeSession } from '../api/session-actions';
import { EndSessionConfirm } from './end-session-confirm';

/**
 * Cancel request for a pending session; End chat for a running one, which asks first: a stray tap
 * must not end a paid session, and each side learns what an early end costs them and how long is
 * left (`remainingMs`, by the server's clock).
 */
export function EndSessionButton({
  session,
  isCustomer,
  remainingMs = null,
}: {
  session: ChatSession;
  isCustomer: boolean;
  remainingMs?: number | null;
}) {
  const { t } = useTranslation('chat');
  const end = useChangeSession('end');
  const [asking, { open, close }] = useDisclosure(false);
  const pending = session.status === 'PENDING';
  const endSession = async () => {
    try {
      await end.mutateAsync(session.id);
      close();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={pending ? () => void endSession() : open}
        loading={pending && end.isPending}
      >
        {pending ? t('cancelRequest') : t('endChat')}
      </Button>
      <EndSessionConfirm
        session={session}
        isCustomer={isCustomer}
        remainingMs={remainingMs}
        opened={asking}
        ending={end.isPending}
        onClose={close}
        onConfirm={() => void endSession()}
      />
    </>
  );
}
