import { ActionIcon, Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADDITIONAL_NOTES, predictionItemSchema, type PredictionItem } from '@kusp/contracts';
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
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { items } });
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
    <form onSubmit={onSubmit} noValidate aria-label="General prediction">
      <Stack gap="md">
        {fields.map((field, index) => {
          const notes = field.header === ADDITIONAL_NOTES;
          return (
            <Paper key={field.id} withBorder p="sm">
              <Stack gap="xs">
                {/* 'Additional Notes' keeps its header; only its text is written. */}
                {!notes && (
                  <Group align="flex-end" wrap="nowrap">
                    <TextInput
                      label="Header"
                      flex={1}
                      withAsterisk
                      error={errors.items?.[index]?.header?.message}
                      {...register(`items.${index}.header`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove item ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                )}
                <Textarea
                  label={notes ? ADDITIONAL_NOTES : 'Description'}
                  autosize
                  minRows={3}
                  withAsterisk
                  error={errors.items?.[index]?.description?.message}
                  {...register(`items.${index}.description`)}
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
            Add item
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
