import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AstrologerQuestionList } from '@/features/questions/components/astrologer-question-list';

export default function PendingQuestionsScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('routes:pendingQuestions')}
      </Title>
      <AstrologerQuestionList kind="pending" />
    </Stack>
  );
}
