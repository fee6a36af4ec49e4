import { Button, Group, Radio, Stack, Tabs } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  eventAreaKeys,
  eventAreas,
  eventInputSchema,
  eventTypes,
  href,
  latestToday,
  limits,
  researchLabelKey,
  subEventsOf,
  type EventArea,
  type EventInput,
  type EventValues,
  type LifeEvent,
} from '@kusp/contracts';
import { DateField } from '@/components/forms/date-field';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteEvent } from '../api/delete-event';
import { useSaveEvent } from '../api/save-event';
import { useLanguage } from '@/lib/language';
import { useLeaveGuard } from './leave-guard';

// No type chosen yet: the visitor picks negative or positive.
const blank: Partial<EventInput> = {
  area: 'relationships',
  event: '',
  subEvent: '',
  date: '',
  description: '',
};

function valuesOf(event: LifeEvent | undefined): Partial<EventInput> {
  if (!event) return blank;
  const { area, event: category, subEvent, type, date, description } = event;
  return { area, event: category, subEvent, type, date, description };
}

/** One life event: the tab is its area, then what happened, when, how it felt and a few words. */
export function EventForm({
  referenceId,
  birthDate,
  editing,
}: {
  referenceId: string;
  /** 'YYYY-MM-DD': no event can come before it. */
  birthDate: string;
  editing?: LifeEvent;
}) {
  const { t } = useTranslation('research');
  const { path } = useLanguage();
  const label = (value: string) => t(`label.${researchLabelKey(value)}`);
  const navigate = useNavigate();
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const initial = valuesOf(editing);
  const form = useForm<EventInput, unknown, EventValues>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: initial,
  });
  const { control, handleSubmit, setValue, setError, reset } = form;
  const [area, category, date, description] = useWatch({
    control,
    name: ['area', 'event', 'date', 'description'],
  });
  const leave = useLeaveGuard(date !== initial.date || description !== initial.description);
  const timeline = path(href('timeline', { referenceId }));
  const subEventChoices = subEventsOf(category);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ referenceId, eventId: editing?.eventId, event: values });
      notifySuccess(t('event.saved'));
      if (editing) {
        leave.allowNext();
        await navigate(timeline);
      } else {
        reset({ ...blank, area: values.area });
      }
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.errors)) {
          setError(field as keyof EventInput, { message: text });
        }
      }
      notifyError(errorMessage(error));
    }
  });

  const onDelete = async () => {
    if (!editing) return;
    try {
      await remove.mutateAsync({ referenceId, eventId: editing.eventId });
      notifySuccess(t('event.deleted'));
      leave.allowNext();
      await navigate(timeline);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={editing ? t('event.editForm') : t('event.addForm')}
      >
        <Stack gap="md">
          <Tabs
            value={area}
            onChange={(next) => {
              if (!next || next === area) return;
              setValue('area', next as EventArea);
              setValue('event', '');
              setValue('subEvent', '');
            }}
          >
            <Tabs.List>
              {eventAreaKeys.map((key) => (
                <Tabs.Tab key={key} value={key}>
                  {label(key)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {eventAreaKeys.map((key) => (
              <Tabs.Panel key={key} value={key} pt="md">
                {key === area && (
                  <Controller
                    control={control}
                    name="event"
                    render={({ field, fieldState }) => (
                      <Radio.Group
                        label={t('event.whatHappened')}
                        withAsterisk
                        value={field.value}
                        onChange={(value) => {
                          field.onChange(value);
                          setValue('subEvent', '');
                        }}
                        error={fieldState.error?.message}
                      >
                        <Group mt="xs">
                          {eventAreas[key].map((option) => (
                            <Radio key={option} value={option} label={label(option)} />
                          ))}
                        </Group>
                      </Radio.Group>
                    )}
                  />
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
          <SelectField
            name="subEvent"
            label={t('event.particular')}
            placeholder={
              !category
                ? t('event.chooseFirst')
                : subEventChoices.length
                  ? t('event.chooseOptional')
                  : t('event.nothingMore')
            }
            data={subEventChoices.map((value) => ({ value, label: label(value) }))}
            disabled={subEventChoices.length === 0}
            clearable
          />
          <DateField
            name="date"
            label={t('event.date')}
            minDate={birthDate}
            maxDate={latestToday()}
            required
          />
          <RadioGroupField
            name="type"
            label={t('event.type')}
            withAsterisk
            options={eventTypes.map((type) => ({ value: type, label: label(type) }))}
          />
          <TextareaField
            name="description"
            label={t('event.description')}
            autosize
            minRows={3}
            maxLength={limits.eventDescription}
            description={t('event.characters', {
              count: (description ?? '').length,
              max: limits.eventDescription,
            })}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {editing ? t('event.saveChanges') : t('event.save')}
            </Button>
            <Button component={Link} to={timeline} variant="default">
              {t('event.seeTimeline')}
            </Button>
            {editing && (
              <Button color="red" variant="subtle" onClick={onDelete} loading={remove.isPending}>
                {t('event.delete')}
              </Button>
            )}
          </Group>
        </Stack>
        {leave.dialog}
      </form>
    </FormProvider>
  );
}
