import { Alert, Anchor, Center, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { HoroscopeCharts } from '@/components/charts/horoscope-charts';
import { useProfile } from '@/features/horoscopes/api/get-profile';
import { useQuestion } from '@/features/questions/api/get-question';
import { AnswerPanel } from '@/features/questions/components/answer-panel';
import { errorMessage } from '@/lib/api-client';
import { birthDayOf } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

/** Who asked: the birth details the answer is read from. */
function Asker({ horoscopeId }: { horoscopeId: string }) {
  const { t } = useTranslation('thread');
  const profile = useProfile(horoscopeId).data;
  if (!profile) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('asker', {
        name: profile.name,
        gender: t(`forms:genders.${profile.gender}`),
        date: birthDayOf(profile.birthDate),
        time: profile.birthTime,
        place: profile.birthPlace,
      })}
    </Text>
  );
}

/**
 * The question and its follow-ups with the answer box, beside the customer's chart tabs. The list
 * passes an answered flag in the navigation state for answered ones.
 */
export default function AstrologerQuestionScreen() {
  const { t } = useTranslation('thread');
  const { path } = useLanguage();
  const { questionId } = useParams();
  const answered = Boolean((useLocation().state as { answered?: boolean } | null)?.answered);
  const thread = useQuestion(questionId);
  if (!questionId) return <Navigate to={href('pendingQuestions')} replace />;
  if (thread.isError) return <Alert color="red">{errorMessage(thread.error)}</Alert>;
  if (!thread.data)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  const back = answered ? 'answeredQuestions' : 'pendingQuestions';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={path(href(back))} size="sm">
        {t('back', { title: t(`routes:${back}`) })}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {thread.data.questionHeader}
        </Title>
        <Text size="sm">
          {t('from', {
            name: `${thread.data.customerFirstName} ${thread.data.customerLastName}`,
          })}
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
