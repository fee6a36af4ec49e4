import { Alert, Center, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { portalLimits } from '@kusp/contracts';
import { HoroscopeChartView } from '@/components/charts/horoscope-charts';
import { MessageInput } from '@/components/chat/message-input';
import { MessageList } from '@/components/chat/message-list';
import { birthDayOf } from '@/lib/dates';
import {
  externalHoroscopeQuery,
  externalMessagesQuery,
  portalKeys,
  sendExternalMessage,
} from '../api/portal';
import { dateAndAgo } from '@/lib/relative-time';

/** What a bad, altered, expired or revoked link shows: no data, and what to do. */
export function LinkInvalid() {
  const { t } = useTranslation('horoscope');
  return (
    <Center mih={320} p="md">
      <Alert color="red" title={t('linkInvalidTitle')} maw={520}>
        {t('linkInvalid')}
      </Alert>
    </Center>
  );
}

/**
 * The client's chat with their astrologer. The page has no account and so no live connection: it
 * asks for new messages every few seconds (docs/customer-portal.md).
 */
function ExternalChat({
  horoscopeId,
  token,
  astrologerName,
}: {
  horoscopeId: string;
  token: string;
  astrologerName: string;
}) {
  const { t } = useTranslation('horoscope');
  const queryClient = useQueryClient();
  const history = useQuery(externalMessagesQuery(horoscopeId, token, portalLimits.pollMs));
  // The astrologer replaced or revoked the link while the page is open: ask for the page again,
  // whose failure shows the clear page instead of a chart nobody may read any more.
  const ended = history.isError;
  useEffect(() => {
    if (ended)
      void queryClient.invalidateQueries({ queryKey: portalKeys.external(horoscopeId, token) });
  }, [ended, queryClient, horoscopeId, token]);
  const send = async (content: string) => {
    await sendExternalMessage(horoscopeId, token, content);
    await queryClient.invalidateQueries({ queryKey: portalKeys.externalMessages(horoscopeId) });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('chatWith', { name: astrologerName })}
        </Title>
        {history.isPending ? (
          <Center mih={200}>
            <Loader aria-label={t('loadingChat')} />
          </Center>
        ) : (
          <>
            <MessageList
              messages={history.data ?? []}
              me={`customer:${horoscopeId}`}
              hasMore={false}
              loadingMore={false}
              onLoadMore={() => undefined}
              timeLabel={dateAndAgo}
            />
            <MessageInput disabled={false} onSend={send} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The external horoscope page (/{id}#token=…): the client's chart and, unless headless, a chat with
 * their astrologer. The token is the share link's; any failure shows the same clear page.
 */
export function ExternalHoroscope({
  horoscopeId,
  token,
  withChat,
}: {
  horoscopeId: string;
  token: string;
  withChat: boolean;
}) {
  const { t } = useTranslation('horoscope');
  const page = useQuery(externalHoroscopeQuery(horoscopeId, token));
  if (page.isError) return <LinkInvalid />;
  if (!page.data)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loadingPage')} />
      </Center>
    );
  const { profile, chart, conversation } = page.data;
  const charts = (
    <Paper withBorder p="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {profile.name}
          </Title>
          <Text c="dimmed">
            {t(`forms:genders.${profile.gender}`)} · {birthDayOf(profile.birthDate)}{' '}
            {profile.birthTime} · {profile.birthPlace}
          </Text>
        </div>
        <HoroscopeChartView chart={chart} />
      </Stack>
    </Paper>
  );
  if (!withChat) return charts;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>{charts}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <ExternalChat
          horoscopeId={horoscopeId}
          token={token}
          astrologerName={conversation.astrologerName}
        />
      </Grid.Col>
    </Grid>
  );
}
