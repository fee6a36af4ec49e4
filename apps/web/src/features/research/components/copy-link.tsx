import { Button, Code, Stack, Text } from '@mantine/core';
import { href, messages } from '@kusp/contracts';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The timeline's address is the only key to the visitor's data: show it and copy it on request. */
export function CopyLinkToMyData({ referenceId }: { referenceId: string }) {
  const link = `${window.location.origin}${href('timeline', { referenceId })}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(messages.horoscope.linkCopied);
    } catch {
      notifyError('Your browser did not allow copying. Please copy the link shown below.');
    }
  };
  return (
    <Stack gap={6}>
      <Button onClick={copy} variant="light">
        Copy Link to My Data
      </Button>
      <Text size="xs" c="dimmed">
        Keep this private link: it is the only way back to your data.
      </Text>
      <Code aria-label="Link to my data">{link}</Code>
    </Stack>
  );
}
