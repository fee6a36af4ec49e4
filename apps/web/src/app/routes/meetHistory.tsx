import { Stack, Title } from '@mantine/core';
import { MeetHistory } from '@/features/video/components/meet-history';
import { PastCalls } from '@/features/video/components/past-calls';
import { videoScreenTexts } from '@/features/video/texts';

/** The spec's Ongoing Meets, with the caller's past calls under it (issue 42). */
export default function MeetHistoryScreen() {
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2" mb="md">
          {videoScreenTexts.meetings}
        </Title>
        <MeetHistory />
      </div>
      <PastCalls />
    </Stack>
  );
}
