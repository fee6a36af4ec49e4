import { Card, Stack, Switch, Title } from '@mantine/core';
import { messages, type AstrologerProfile, type FeatureFlags } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateFeatures } from '../api/update-features';

const services: ReadonlyArray<{ flag: keyof FeatureFlags; label: string }> = [
  { flag: 'offlineQuestionEnabled', label: 'Offline questions' },
  { flag: 'textChatEnabled', label: 'Live chat' },
  { flag: 'videoCallEnabled', label: 'Video calls' },
];

/** Services switch on and off at once, without the Edit step: customers see the change next time. */
export function ProfileServices({ profile }: { profile: AstrologerProfile }) {
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
          Services
        </Title>
        {services.map(({ flag, label }) => (
          <Switch
            key={flag}
            label={label}
            checked={profile[flag]}
            disabled={update.isPending}
            onChange={(event) => void toggle(flag, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Card>
  );
}
