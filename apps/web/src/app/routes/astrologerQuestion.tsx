import { Alert, Anchor, Center, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { genderLabels, href } from '@kusp/contracts';
import { HoroscopeCharts } from '@/components/charts/horoscope-charts';
import { useProfile } from '@/features/horoscopes/api/get-profile';
import { useQuestion } from '@/features/questions/api/get-question';
import { AnswerPanel } from '@/features/questions/components/answer-panel';
import { errorMessage } from '@/lib/api-client';
import { birthDayOf } from '@/lib/dates';

/** Who asked: the birth details the answer is read from. */
function Asker({ horoscopeId }: { horoscopeId: string }) {
  const profile = useProfile(horoscopeId).data;
  if (!profile) return null;
  return (
    <Text size="sm" c="dimmed">
      {profile.name} · {genderLabels[profile.gender]} · born {birthDayOf(profile.birthDate)}{' '}
      {profile.birthTime} in {profile.birthPlace}
    </Text>
  );
}

/**
 * The question and its follow-ups with the answer box, beside the customer's chart tabs. The list
 * passes an answered flag in the navigation state for answered ones.
 */
export default function AstrologerQuestionScreen() {
  const { questionId } = useParams();
  const answered = Boolean((useLocation().state as { answered?: boolean } | null)?.answered);
  const thread = useQuestion(questionId);
  if (!questionId) return <Navigate to={href('pendingQuestions')} replace />;
  if (thread.isError) return <Alert color="red">{errorMessage(thread.error)}</Alert>;
  if (!thread.data)
    return (
      <Center mih={240}>
        <Loader aria-label="Loading question" />
      </Center>
    );
  const back = answered ? 'answeredQuestions' : 'pendingQuestions';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={href(back)} size="sm">
        ← {answered ? 'Answered Questions' : 'Pending Questions'}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {thread.data.questionHeader}
        </Title>
        <Text size="sm">
          From {thread.data.customerFirstName} {thread.data.customerLastName}
        </Text>
        <Asker horoscopeId={thread.data.horoscopeId} />
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <AnswerPanel thread={thread.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder p="md">
            <HoroscopeCharts horoscopeId={thread.data.horoscopeId} layout="tabs" />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
