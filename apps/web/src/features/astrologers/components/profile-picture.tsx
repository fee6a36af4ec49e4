import { Avatar, Button, FileButton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits, messages, type AstrologerProfile } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { pictureOf } from '../presentation';

/** The photo, or the generated avatar, with an upload button for JPEG, PNG or WebP under 1 MB. */
export function ProfilePicture({ profile }: { profile: AstrologerProfile }) {
  const { t } = useTranslation('astrologerProfile');
  const upload = useUploadProfilePicture(profile.astrologerId);
  const [error, setError] = useState<string | null>(null);
  const name = `${profile.firstName} ${profile.lastName}`;

  const choose = async (file: File | null) => {
    if (!file) return;
    if (file.size >= limits.fileBytes) {
      setError(messages.profile.pictureTooLarge);
      notifyError(messages.profile.pictureTooLarge);
      return;
    }
    setError(null);
    try {
      const { message } = await upload.mutateAsync(file);
      notifySuccess(message);
    } catch (failure) {
      const text = errorMessage(failure, messages.generic.unableToService);
      setError(text);
      notifyError(text);
    }
  };

  return (
    <Stack align="center" gap="xs">
      <Avatar src={pictureOf(profile)} alt={name} size={140} radius={140} />
      <FileButton onChange={choose} accept="image/jpeg,image/png,image/webp">
        {(props) => (
          <Button {...props} variant="light" size="xs" loading={upload.isPending}>
            {t('changePhoto')}
          </Button>
        )}
      </FileButton>
      {error && (
        <Text c="red" size="xs" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
