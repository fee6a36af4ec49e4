import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages, type HoroscopeProfile } from '@kusp/contracts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorMessage } from '@/lib/api-client';
import { dayOf } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentShareLink, useShareLinkActions } from '../api/portal';
import { useClientEmail } from './client-email';

const absolute = (path: string) => `${window.location.origin}${path}`;

/**
 * Shares the external horoscope page with the client. Copy Link copies the current link (made when
 * there is none), so the client's copy keeps working; replacing or revoking it, which ends the
 * client's copy, are acts of their own, each asked first. E-mail goes to the client's e-mail on
 * record only.
 */
export function ShareLinkPanel({ profile }: { profile: HoroscopeProfile }) {
  const { t } = useTranslation('clients');
  const { horoscopeId } = profile;
  const link = useCurrentShareLink(horoscopeId);
  const actions = useShareLinkActions(horoscopeId);
  const client = useClientEmail(profile);
  const [mailing, setMailing] = useState(false);
  const [email, setEmail] = useState('');
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);

  const copy = async (make: () => Promise<{ url: string }>) => {
    try {
      const made = await make();
      await navigator.clipboard.writeText(absolute(made.url));
      notifySuccess(messages.horoscope.linkCopied);
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };
  const mail = (event: React.FormEvent) => {
    event.preventDefault();
    void client.sendTo(email, async () => {
      try {
        await actions.copy.mutateAsync(email.trim());
        notifySuccess(t('shareLink.mailed'));
        setMailing(false);
      } catch (failure) {
        notifyError(errorMessage(failure));
      }
    });
  };
  const replace = async () => {
    await copy(() => actions.replace.mutateAsync());
    setAsking(null);
  };
  const revoke = async () => {
    try {
      await actions.revoke.mutateAsync();
      notifySuccess(t('shareLink.revoked'));
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
    setAsking(null);
  };

  const live = link.data;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" justify="flex-end">
        <Button
          size="xs"
          variant="light"
          onClick={() => void copy(() => actions.copy.mutateAsync(undefined))}
          loading={actions.copy.isPending && !mailing}
        >
          {t('shareLink.copy')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            setEmail(client.current ?? '');
            setMailing(true);
          }}
        >
          {t('shareLink.email')}
        </Button>
        {live && (
          <>
            <Button size="xs" variant="subtle" onClick={() => setAsking('replace')}>
              {t('shareLink.replace')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setAsking('revoke')}>
              {t('shareLink.revoke')}
            </Button>
          </>
        )}
      </Group>
      {link.isSuccess && (
        <Text size="xs" c="dimmed">
          {live ? t('shareLink.worksUntil', { day: dayOf(live.expiresAt) }) : t('shareLink.none')}
        </Text>
      )}
      <Modal opened={mailing} onClose={() => setMailing(false)} title={t('shareLink.mailTitle')}>
        <form onSubmit={mail}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('shareLink.mailText')}
            </Text>
            <TextInput
              type="email"
              label={t('shareLink.clientEmail')}
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={actions.copy.isPending}>
              {t('shareLink.send')}
            </Button>
          </Stack>
        </form>
      </Modal>
      {client.dialog}
      <ConfirmModal
        opened={asking === 'replace'}
        title={t('shareLink.replaceTitle')}
        confirmLabel={t('shareLink.replace')}
        busy={actions.replace.isPending}
        onConfirm={() => void replace()}
        onCancel={() => setAsking(null)}
      >
        {t('shareLink.replaceWarning')}
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'revoke'}
        title={t('shareLink.revokeTitle')}
        confirmLabel={t('shareLink.revoke')}
        busy={actions.revoke.isPending}
        onConfirm={() => void revoke()}
        onCancel={() => setAsking(null)}
      >
        {t('shareLink.revokeWarning')}
      </ConfirmModal>
    </Stack>
  );
}
