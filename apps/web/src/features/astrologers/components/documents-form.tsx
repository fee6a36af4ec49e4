import { ActionIcon, Button, Card, FileInput, Group, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits, messages } from '@kusp/contracts';
import { ApiError } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadDocument } from '../api/download-document';
import { useDocuments } from '../api/get-documents';
import { useUploadDocuments } from '../api/upload-documents';
import { FormError } from '@/components/ui/form-error';
import { ResponsiveTable } from '@/components/ui/responsive-table';

const accept = 'application/pdf,image/jpeg,image/png';
const columns = ['document', 'file', 'uploaded', 'download'] as const;
// A file input's placeholder is text on the page: Mantine's light grey fails WCAG AA on white.
const placeholderStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };
interface Slots {
  panCardImage: File | null;
  bankAccountProofImage: File | null;
  otherDocs: Array<{ key: number; file: File | null }>;
}
const emptySlots = (): Slots => ({
  panCardImage: null,
  bankAccountProofImage: null,
  otherDocs: [{ key: 0, file: null }],
});
const tooLarge = (file: File | null) =>
  file && file.size >= limits.fileBytes ? messages.documents.tooLarge : undefined;

/** Pan card, bank account proof and any number of other documents; each under 1 MB. */
export function DocumentsForm({ astrologerId }: { astrologerId: string }) {
  const { t } = useTranslation('astrologerProfile');
  const [slots, setSlots] = useState<Slots>(emptySlots);
  const [nextKey, setNextKey] = useState(1);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const upload = useUploadDocuments(astrologerId);
  const documents = useDocuments(astrologerId);

  const chosen = [
    ...(['panCardImage', 'bankAccountProofImage'] as const).map((field) => ({
      field,
      file: slots[field],
    })),
    ...slots.otherDocs.map((slot) => ({ field: 'otherDocs', file: slot.file })),
  ].filter((entry): entry is { field: string; file: File } => entry.file !== null);
  const anyTooLarge = chosen.some((entry) => tooLarge(entry.file));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerErrors({});
    const valid = chosen.filter((entry) => entry.file.size > 0 && !tooLarge(entry.file));
    if (valid.length === 0 || anyTooLarge) {
      setFormError(anyTooLarge ? messages.documents.tooLarge : messages.documents.required);
      return;
    }
    setFormError(null);
    const body = new FormData();
    for (const entry of valid) body.append(entry.field, entry.file, entry.file.name);
    try {
      const { message } = await upload.mutateAsync(body);
      notifySuccess(message);
      setSlots(emptySlots());
    } catch (error) {
      // The spec stops the spinner only; field errors from the server still show under the field.
      if (error instanceof ApiError) {
        setServerErrors(error.errors);
        if (Object.keys(error.errors).length === 0) setFormError(error.message);
      }
    }
  };

  const errorFor = (field: string, file: File | null) => tooLarge(file) ?? serverErrors[field];

  return (
    <Stack gap="lg" maw={720}>
      <Card
        withBorder
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={t('documents.form')}
      >
        <Stack gap="md">
          <FileInput
            label={t('documents.kinds.PAN_CARD')}
            placeholder={t('documents.choose')}
            styles={placeholderStyles}
            accept={accept}
            clearable
            value={slots.panCardImage}
            onChange={(file) => setSlots((s) => ({ ...s, panCardImage: file }))}
            error={errorFor('panCardImage', slots.panCardImage)}
          />
          <FileInput
            label={t('documents.kinds.BANK_ACCOUNT_PROOF')}
            placeholder={t('documents.choose')}
            styles={placeholderStyles}
            accept={accept}
            clearable
            value={slots.bankAccountProofImage}
            onChange={(file) => setSlots((s) => ({ ...s, bankAccountProofImage: file }))}
            error={errorFor('bankAccountProofImage', slots.bankAccountProofImage)}
          />
          {slots.otherDocs.map((slot, index) => (
            <Group key={slot.key} align="flex-end" wrap="nowrap">
              <FileInput
                flex={1}
                label={t('documents.other', { number: index + 1 })}
                placeholder={t('documents.choose')}
                styles={placeholderStyles}
                accept={accept}
                clearable
                value={slot.file}
                onChange={(file) =>
                  setSlots((s) => ({
                    ...s,
                    otherDocs: s.otherDocs.map((o) => (o.key === slot.key ? { ...o, file } : o)),
                  }))
                }
                error={errorFor('otherDocs', slot.file)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('documents.removeOther', { number: index + 1 })}
                onClick={() =>
                  setSlots((s) => ({
                    ...s,
                    otherDocs: s.otherDocs.filter((o) => o.key !== slot.key),
                  }))
                }
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="subtle"
              onClick={() => {
                setSlots((s) => ({
                  ...s,
                  otherDocs: [...s.otherDocs, { key: nextKey, file: null }],
                }));
                setNextKey((k) => k + 1);
              }}
            >
              {t('documents.addOther')}
            </Button>
            <Button type="submit" loading={upload.isPending}>
              {t('documents.upload')}
            </Button>
          </Group>
          <FormError message={formError} />
        </Stack>
      </Card>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('documents.uploaded')}
        </Title>
        <ResponsiveTable
          label={t('documents.uploaded')}
          minWidth={480}
          columns={columns.map((column) => t(`documents.columns.${column}`))}
          rows={(documents.data ?? []).map((document) => ({
            key: document.documentId,
            cells: [
              t(`documents.kinds.${document.kind}`),
              document.fileName,
              localDay(document.uploadedAt),
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  downloadDocument(document).catch(() =>
                    notifyError(messages.generic.somethingWentWrong),
                  )
                }
              >
                {t('documents.download')}
              </Button>,
            ],
          }))}
        />
      </Stack>
    </Stack>
  );
}
