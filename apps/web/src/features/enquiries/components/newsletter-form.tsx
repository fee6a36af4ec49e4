import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EMAIL_PATTERN, href, messages } from '@kusp/contracts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { rememberThankYou } from '../thank-you';
import classes from './forms.module.css';

const screen = 'thank-you-for-subscribing-to-the-newsletter';

/** One e-mail field; Subscribe stays disabled until the address matches the e-mail pattern. */
export function NewsletterForm() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const subscribe = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const valid = EMAIL_PATTERN.test(email.trim());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      const { message } = await subscribe.mutateAsync({ email: email.trim() });
      notifySuccess(message);
      rememberThankYou(screen, message);
      await navigate(href('success', { screenType: screen }));
    } catch {
      notifyError(messages.newsletter.failure);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-label={t('newsletter.form')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('newsletter.email')}
          type="email"
          autoComplete="email"
          placeholder={t('forms:emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" disabled={!valid} loading={subscribe.isPending}>
          {t('newsletter.subscribe')}
        </Button>
      </Group>
    </form>
  );
}
