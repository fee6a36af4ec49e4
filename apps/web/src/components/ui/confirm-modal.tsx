import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Asks before an act that cannot be taken back; closing the dialog counts as Go back. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** True while the act is on its way. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('goBack')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
