import { Anchor, Stack } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { QuestionThread } from '@/features/questions/components/question-thread';

export default function QuestionThreadScreen() {
  const { questionId } = useParams();
  if (!questionId) return <Navigate to={href('myQuestions')} replace />;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={href('myQuestions')} size="sm">
        ← My Questions
      </Anchor>
      <QuestionThread questionId={questionId} />
    </Stack>
  );
}
