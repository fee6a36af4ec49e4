import { Card, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messages, type AstrologerProfile, type FeatureFlags } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateFeatures } from '../api/update-features';

const services: ReadonlyArray<keyof FeatureFlags> = [
  'offlineQuestionEnabled',
  'textChatEnabled',
  'videoCallEnabled',
];

/** Services switch on and off at once, without the Edit step: customers see the change next time. */
export function ProfileServices({ profile }: { profile: AstrologerProfile }) {
  const { t } = useTranslation('astrologerProfile');
  const update = useUpdateFeatures(profile.astrologerId);
  const toggle = async (flag: keyof FeatureFlags, on: boolean) => {
    try {
      await update.mutateAsync({ [flag]: on });
      notifySuccess(messages.profile.updated);
    } catch (error) {
      notifyError(errorMessage(error, messages.generic.unableToService));
    }
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('services.title')}
        </Title>
        {services.map((flag) => (
          <Switch
            key={flag}
            label={t(`services.${flag}`)}
            checked={profile[flag]}
            disabled={update.isPending}
            onChange={(event) => void toggle(flag, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Card>
  );
}
