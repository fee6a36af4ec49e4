import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { reviewReasonSchema, type ReviewReason } from '@kusp/contracts';
import { TextareaField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/form-errors';

/** Asks for the reason of a rejection or suspension; the astrologer is e-mailed it. */
export function ReasonModal({
  title,
  explanation,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  explanation: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('operators');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewReason>({
    resolver: zodResolver(reviewReasonSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason);
    } catch (error) {
      showFieldErrors(error, ['reason'], form.setError);
      setFailure(errorMessage(error));
    }
  });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="md">
            <Text size="sm">{explanation}</Text>
            <TextareaField
              name="reason"
              label={t('reasonLabel')}
              withAsterisk
              autosize
              minRows={3}
            />
            <FormError message={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:goBack')}
              </Button>
              <Button type="submit" color="red.9" loading={form.formState.isSubmitting}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
