import { Button, Group, Radio, Stack, Tabs } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  eventAreaKeys,
  eventAreas,
  eventInputSchema,
  eventLabel,
  eventTypes,
  href,
  latestToday,
  limits,
  researchMessages,
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
  const timeline = href('timeline', { referenceId });
  const subEventChoices = subEventsOf(category);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ referenceId, eventId: editing?.eventId, event: values });
      notifySuccess(researchMessages.eventSaved);
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
      const { message } = await remove.mutateAsync({ referenceId, eventId: editing.eventId });
      notifySuccess(message);
      leave.allowNext();
      await navigate(timeline);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit event' : 'Add an event'}>
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
                  {eventLabel(key)}
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
                        label="What happened?"
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
                            <Radio key={option} value={option} label={eventLabel(option)} />
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
            label="In particular"
            placeholder={
              !category
                ? 'Choose what happened first'
                : subEventChoices.length
                  ? 'Choose one (optional)'
                  : 'Nothing more to choose here'
            }
            data={[...subEventChoices]}
            disabled={subEventChoices.length === 0}
            clearable
          />
          <DateField
            name="date"
            label="Date"
            minDate={birthDate}
            maxDate={latestToday()}
            required
          />
          <RadioGroupField
            name="type"
            label="How was it for you?"
            withAsterisk
            options={eventTypes.map((type) => ({ value: type, label: eventLabel(type) }))}
          />
          <TextareaField
            name="description"
            label="Description"
            autosize
            minRows={3}
            maxLength={limits.eventDescription}
            description={`${(description ?? '').length}/${limits.eventDescription} characters`}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save changes' : 'Save event'}
            </Button>
            <Button component={Link} to={timeline} variant="default">
              See my timeline
            </Button>
            {editing && (
              <Button color="red" variant="subtle" onClick={onDelete} loading={remove.isPending}>
                Delete event
              </Button>
            )}
          </Group>
        </Stack>
        {leave.dialog}
      </form>
    </FormProvider>
  );
}
