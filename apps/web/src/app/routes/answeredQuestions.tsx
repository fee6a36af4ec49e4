import { Stack, Title } from '@mantine/core';
import { AstrologerQuestionList } from '@/features/questions/components/astrologer-question-list';

export default function AnsweredQuestionsScreen() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Answered Questions
      </Title>
      <AstrologerQuestionList kind="answered" />
    </Stack>
  );
}
