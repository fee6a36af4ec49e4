import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';

/** The 'No Credits' dialog: the spec's text and a Buy button, which opens /user/profile. */
export function NoCreditsModal({
  opened,
  onClose,
  message,
  buyLabel,
}: {
  opened: boolean;
  onClose: () => void;
  /** Another insufficient-balance text, e.g. the AI assistant's. */
  message?: string;
  /** The AI assistant's dialog says just 'Buy'. */
  buyLabel?: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <Modal opened={opened} onClose={onClose} title={t('noCredits.title')} centered>
      <Text>{message ?? t('messages:payment.noCredits')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('noCredits.close')}
        </Button>
        <Button component={Link} to={href('userProfile')} onClick={onClose}>
          {buyLabel ?? t('noCredits.buy')}
        </Button>
      </Group>
    </Modal>
  );
}
