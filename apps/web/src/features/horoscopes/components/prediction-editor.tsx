import { ActionIcon, Button, Group, Paper, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADDITIONAL_NOTES, predictionItemSchema, type PredictionItem } from '@kusp/contracts';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

const schema = z.object({ items: z.array(predictionItemSchema) });
type Values = z.infer<typeof schema>;

/**
 * The general prediction as a list of headed paragraphs, every one required; 'Additional Notes'
 * stays last and cannot be removed.
 */
export function PredictionEditor({
  items,
  onSave,
}: {
  items: PredictionItem[];
  onSave: (items: PredictionItem[]) => Promise<unknown>;
}) {
  const { t } = useTranslation('clients');
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { items } });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const { fields, insert, remove } = useFieldArray({ control, name: 'items' });
  const notesIndex = fields.findIndex((f) => f.header === ADDITIONAL_NOTES);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values.items);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('prediction.form')}>
        <Stack gap="md">
          {fields.map((field, index) => {
            const notes = field.header === ADDITIONAL_NOTES;
            return (
              <Paper key={field.id} withBorder p="sm">
                <Stack gap="xs">
                  {/* 'Additional Notes' keeps its header; only its text is written. */}
                  {!notes && (
                    <Group align="flex-end" wrap="nowrap">
                      <TextField
                        name={`items.${index}.header`}
                        label={t('prediction.header')}
                        flex={1}
                        withAsterisk
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('prediction.removeItem', { number: index + 1 })}
                        onClick={() => remove(index)}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  )}
                  <TextareaField
                    name={`items.${index}.description`}
                    label={t(notes ? 'prediction.additionalNotes' : 'prediction.description')}
                    autosize
                    minRows={3}
                    withAsterisk
                  />
                </Stack>
              </Paper>
            );
          })}
          <Group>
            <Button
              variant="light"
              onClick={() =>
                insert(notesIndex < 0 ? fields.length : notesIndex, { header: '', description: '' })
              }
            >
              {t('prediction.addItem')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('prediction.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
