import { Stack, Title } from '@mantine/core';
import { href } from '@kusp/contracts';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { MyQuestionsTable } from '@/features/questions/components/my-questions-table';
import { useSession } from '@/lib/session';

export default function MyQuestionsScreen() {
  const signedIn = useSession((s) => s.role === 'USER');
  if (!signedIn) return <SignInPrompt title="My Questions" returnTo={href('myQuestions')} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        My Questions
      </Title>
      <MyQuestionsTable />
    </Stack>
  );
}
