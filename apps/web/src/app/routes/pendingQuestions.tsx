import { Stack, Title } from '@mantine/core';
import { AstrologerQuestionList } from '@/features/questions/components/astrologer-question-list';

export default function PendingQuestionsScreen() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Pending Questions
      </Title>
      <AstrologerQuestionList kind="pending" />
    </Stack>
  );
}
