import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { href, messages } from '@kusp/contracts';

/** The 'No Credits' dialog: the spec's text and a Buy button, which opens /user/profile. */
export function NoCreditsModal({
  opened,
  onClose,
  message = messages.payment.noCredits,
  buyLabel = 'Buy More Credits',
}: {
  opened: boolean;
  onClose: () => void;
  /** Another insufficient-balance text, e.g. the AI assistant's. */
  message?: string;
  /** The AI assistant's dialog says just 'Buy'. */
  buyLabel?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="No Credits" centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to={href('userProfile')} onClick={onClose}>
          {buyLabel}
        </Button>
      </Group>
    </Modal>
  );
}
