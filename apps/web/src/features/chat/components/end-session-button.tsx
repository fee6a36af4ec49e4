import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { endSessionTexts, type ChatSession } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useChangeSession } from '../api/session-actions';
import { chatScreenTexts } from '../texts';

/**
 * Cancel request for a pending session; End chat for a running one, which asks first: a stray tap
 * must not end a paid session, and each side learns what an early end costs them.
 */
export function EndSessionButton({
  session,
  isCustomer,
}: {
  session: ChatSession;
  isCustomer: boolean;
}) {
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
        {pending ? chatScreenTexts.cancelRequest : chatScreenTexts.endChat}
      </Button>
      <Modal opened={asking} onClose={close} title={endSessionTexts.title} centered>
        <Text>{isCustomer ? endSessionTexts.customer : endSessionTexts.astrologer}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={end.isPending}>
            {endSessionTexts.keep}
          </Button>
          <Button color="red" onClick={() => void endSession()} loading={end.isPending}>
            {endSessionTexts.confirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
