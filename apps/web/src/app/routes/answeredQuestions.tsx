import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AstrologerQuestionList } from '@/features/questions/components/astrologer-question-list';

export default function AnsweredQuestionsScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('routes:answeredQuestions')}
      </Title>
      <AstrologerQuestionList kind="answered" />
    </Stack>
  );
}
