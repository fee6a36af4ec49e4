import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HoroscopeProfile } from '@kusp/contracts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeClientEmail, usePortalConversation } from '../api/portal';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Mail to a client goes only to their e-mail on record (docs/customer-portal.md). `sendTo(email,
 * send)` sends at once to that address; another address is first made the one on record, after
 * the astrologer confirms it (render `dialog`).
 */
export function useClientEmail(profile: HoroscopeProfile) {
  const { t } = useTranslation('clients');
  const conversation = usePortalConversation(profile);
  const change = useChangeClientEmail(profile.horoscopeId);
  const [pending, setPending] = useState<{ email: string; send: () => Promise<void> } | null>(null);
  const current = conversation.data?.customerEmail ?? null;

  const sendTo = async (email: string, send: () => Promise<void>) => {
    if (current && same(current, email)) await send();
    else setPending({ email: email.trim(), send });
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync(pending.email);
      notifySuccess(t('clientEmail.changed'));
    } catch (failure) {
      notifyError(errorMessage(failure));
      return;
    } finally {
      setPending(null);
    }
    await pending.send();
  };

  const dialog = (
    <ConfirmModal
      opened={pending !== null}
      title={t('clientEmail.title')}
      confirmLabel={t('clientEmail.confirm')}
      busy={change.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    >
      {t(current ? 'clientEmail.replace' : 'clientEmail.add', {
        name: profile.name,
        current,
        email: pending?.email ?? '',
      })}
    </ConfirmModal>
  );
  return { current, sendTo, dialog };
}
