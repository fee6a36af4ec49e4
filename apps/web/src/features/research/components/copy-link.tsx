import { Button, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href } from '@kusp/contracts';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The timeline's address is the only key to the visitor's data: show it and copy it on request. */
export function CopyLinkToMyData({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation('research');
  const link = `${window.location.origin}${href('timeline', { referenceId })}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(t('messages:horoscope.linkCopied'));
    } catch {
      notifyError(t('timeline.copyFailed'));
    }
  };
  return (
    <Stack gap={6}>
      <Button onClick={copy} variant="light">
        {t('timeline.copy')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('timeline.keepPrivate')}
      </Text>
      <Code aria-label={t('timeline.link')} lang="en">
        {link}
      </Code>
    </Stack>
  );
}
