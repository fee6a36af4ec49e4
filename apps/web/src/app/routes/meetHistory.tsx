import { Title } from '@mantine/core';
import { MeetHistory } from '@/features/video/components/meet-history';
import { videoScreenTexts } from '@/features/video/texts';

export default function MeetHistoryScreen() {
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {videoScreenTexts.meetings}
      </Title>
      <MeetHistory />
    </>
  );
}
