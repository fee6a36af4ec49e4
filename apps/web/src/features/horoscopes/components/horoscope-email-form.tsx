import { Button, Group } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField, messages, type HoroscopeProfile } from '@kusp/contracts';
import { TextField } from '@/components/forms/text-field';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendHoroscopeEmail } from '../api/send-horoscope-email';
import { dashedDay, localOffset } from '@/lib/dates';
import { useClientEmail } from './client-email';

const schema = z.object({ email: emailField() });
type Values = z.infer<typeof schema>;

/**
 * 'Send Horoscope By Email' to the client's e-mail on record (filled in; another address is made
 * the one on record first, when the astrologer confirms). The dasa periods listed are today's at
 * 10:00 in the browser's zone.
 */
export function HoroscopeEmailForm({ profile }: { profile: HoroscopeProfile }) {
  const { t } = useTranslation('clients');
  const send = useSendHoroscopeEmail();
  const client = useClientEmail(profile);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { handleSubmit, setError, reset } = form;
  const recorded = client.current;
  useEffect(() => {
    if (recorded) reset({ email: recorded });
  }, [recorded, reset]);

  const onSubmit = handleSubmit(({ email }) =>
    client.sendTo(email, async () => {
      try {
        await send.mutateAsync({
          horoscopeId: profile.horoscopeId,
          email,
          timezone: localOffset() as never,
          dateTime: `${dashedDay(new Date())} 10:00:00`,
        });
        notifySuccess(messages.horoscope.emailSent);
      } catch (error) {
        const text = errorMessage(error, messages.horoscope.emailFailed);
        setError('email', { message: text });
        notifyError(text);
      }
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('horoscopeEmail.label')}>
        <Group align="flex-end" gap="xs">
          <TextField
            name="email"
            label={t('horoscopeEmail.label')}
            type="email"
            placeholder={t('horoscopeEmail.placeholder')}
            autoComplete="email"
            flex={1}
            miw={200}
          />
          <Button type="submit" loading={send.isPending}>
            {t('horoscopeEmail.send')}
          </Button>
        </Group>
      </form>
      {client.dialog}
    </FormProvider>
  );
}
