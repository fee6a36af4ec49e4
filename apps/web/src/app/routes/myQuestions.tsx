import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href } from '@kusp/contracts';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { MyQuestionsTable } from '@/features/questions/components/my-questions-table';
import { useSession } from '@/lib/session';

export default function MyQuestionsScreen() {
  const { t } = useTranslation('routes');
  const signedIn = useSession((s) => s.role === 'USER');
  if (!signedIn) return <SignInPrompt title={t('myQuestions')} returnTo={href('myQuestions')} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('myQuestions')}
      </Title>
      <MyQuestionsTable />
    </Stack>
  );
}
