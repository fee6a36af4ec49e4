import {
  Affix,
  Anchor,
  Box,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aiQuestionLimits, formatCredits, href, timing, type AiExchange } from '@kusp/contracts';
import { useMoneyWords } from '@/components/payments/money-words';
import { NoCreditsModal } from '@/components/payments/no-credits-modal';
import { useOwnProfile } from '@/hooks/use-own-profile';
import { useWalletBalance } from '@/hooks/use-wallet-balance';
import { hasErrorCode } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useLiveEvents } from '@/lib/live/use-live';
import { useSession } from '@/lib/session';
import { useAiHistory, useAiPricing, useAskAi } from '../api/ai-chat';

/** Once per browser session the widget opens by itself; after that only from its button. */
const openedKey = 'kusp-ai-widget-opened';

function Bubble({ mine, children }: { mine: boolean; children: string }) {
  return (
    <Box
      maw="85%"
      px="sm"
      py={6}
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        borderRadius: 12,
        background: mine ? 'var(--mantine-color-violet-1)' : 'var(--mantine-color-gray-1)',
      }}
    >
      {/* Model output is plain text: rendered as text, its line breaks kept, never as HTML. */}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

function Exchange({ exchange }: { exchange: AiExchange }) {
  const { locale } = useLanguage();
  return (
    <>
      <Bubble mine>{exchange.question}</Bubble>
      <Bubble mine={false}>{exchange.answer}</Bubble>
      <Text size="xs" c="dimmed" ta="center">
        {localDateTime(exchange.askedAt, locale)}
      </Text>
    </>
  );
}

/**
 * The chat-with-AI widget on the customer's screens: opens itself 2 s after load once per browser
 * session, closes to a button, shows the conversation stored on the server, the price, a typing
 * state (with the answer as it streams), and the balance check with the Buy dialog.
 */
export default function AiWidget() {
  const { t } = useTranslation('assistant');
  const { locale, path } = useLanguage();
  const money = useMoneyWords();
  const userId = useSession((s) => s.userId);
  const [opened, setOpened] = useState(false);
  const [question, setQuestion] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const [streamed, setStreamed] = useState('');
  const own = useOwnProfile(userId);
  const history = useAiHistory(opened ? userId : null);
  const pricing = useAiPricing();
  const wallet = useWalletBalance();
  const ask = useAskAi();
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sessionStorage.getItem(openedKey)) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(openedKey, '1');
      setOpened(true);
    }, timing.aiWidgetOpenMs);
    return () => clearTimeout(timer);
  }, []);

  useLiveEvents(['AI_ANSWER_CHUNK'], (event) => {
    const data = event.data as { text?: unknown };
    if (ask.isPending && typeof data.text === 'string') setStreamed((s) => s + data.text);
  });

  const exchanges = history.data ?? [];
  // To the newest line when something new comes, not when earlier questions are added above.
  const newest = exchanges.at(-1)?.id;
  useEffect(() => {
    const area = viewport.current;
    if (area) area.scrollTop = area.scrollHeight;
  }, [newest, ask.isPending, streamed, opened]);
  // Earlier questions go above what the customer reads, which stays where it was on screen.
  const fromBottom = useRef<number | null>(null);
  const oldest = exchanges[0]?.id;
  useLayoutEffect(() => {
    const area = viewport.current;
    if (!area || fromBottom.current === null) return;
    area.scrollTop = area.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldest]);
  function showEarlier() {
    const area = viewport.current;
    if (area) fromBottom.current = area.scrollHeight - area.scrollTop;
    void history.fetchNextPage();
  }

  const price = pricing.data?.totalAmount;
  const threshold = pricing.data?.chatgptMinimumCreditThreshold ?? 0;
  const trimmed = question.trim();

  async function send() {
    if (!userId || !own.data || price === undefined) return;
    setFailure(null);
    const balance = (await wallet.refetch()).data?.balance ?? 0;
    if (balance < price || balance < threshold) {
      setShort(true);
      return;
    }
    setStreamed('');
    try {
      await ask.mutateAsync({
        horoscopeId: own.data.horoscopeId,
        userId,
        question: trimmed,
        idempotencyKey: crypto.randomUUID(),
      });
      setQuestion('');
    } catch (error) {
      if (hasErrorCode(error, 'INSUFFICIENT_CREDITS')) setShort(true);
      else setFailure(t('messages:ai.failed'));
    } finally {
      setStreamed('');
    }
  }

  if (!opened)
    return (
      <Affix position={{ bottom: 16, right: 16 }}>
        <Button radius="xl" size="md" onClick={() => setOpened(true)}>
          {t('open')}
        </Button>
      </Affix>
    );

  return (
    <Affix position={{ bottom: 8, right: 8 }}>
      <Paper
        role="dialog"
        aria-label={t('title')}
        shadow="lg"
        withBorder
        radius="md"
        w="min(380px, calc(100vw - 16px))"
        h={`min(${timing.chatWindowHeightPx}px, calc(100dvh - 80px))`}
        style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      >
        <Group
          justify="space-between"
          px="sm"
          py="xs"
          bg="violet.7"
          c="white"
          wrap="nowrap"
          gap="xs"
        >
          <div>
            <Text fw={700}>{t('title')}</Text>
            <Text size="xs">{t('subtitle')}</Text>
          </div>
          <CloseButton
            variant="transparent"
            c="white"
            aria-label={t('close')}
            onClick={() => setOpened(false)}
          />
        </Group>

        <ScrollArea
          flex={1}
          viewportRef={viewport}
          // Reachable by keyboard, so the conversation scrolls without a mouse.
          viewportProps={{ tabIndex: 0, 'aria-label': t('conversation') }}
          px="sm"
          py="xs"
        >
          <Stack gap={8}>
            {history.hasNextPage && (
              <Button
                variant="subtle"
                size="xs"
                loading={history.isFetchingNextPage}
                onClick={showEarlier}
              >
                {t('showEarlier')}
              </Button>
            )}
            {history.isPending ? (
              <Loader size="sm" aria-label={t('loading')} />
            ) : exchanges.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('empty')}
              </Text>
            ) : (
              exchanges.map((exchange) => <Exchange key={exchange.id} exchange={exchange} />)
            )}
            {ask.isPending && (
              <>
                <Bubble mine>{trimmed}</Bubble>
                {streamed && <Bubble mine={false}>{streamed}</Bubble>}
                <Text size="sm" c="dimmed" role="status">
                  {t('typing')}
                </Text>
              </>
            )}
          </Stack>
        </ScrollArea>

        <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {own.isSuccess && own.data === null ? (
            <Text size="sm">
              {t('birthDetailsFirst')}{' '}
              <Anchor component={Link} to={path(href('userProfile'))}>
                {t('addBirthDetails')}
              </Anchor>
            </Text>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <Textarea
                aria-label={t('question')}
                placeholder={t('placeholder')}
                autosize
                minRows={2}
                maxRows={4}
                maxLength={aiQuestionLimits.max}
                value={question}
                onChange={(event) => setQuestion(event.currentTarget.value)}
                disabled={ask.isPending}
              />
              {failure && (
                <Text size="sm" c="red" mt={4} role="alert">
                  {failure}
                </Text>
              )}
              <Group justify="space-between" mt={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {price !== undefined && t('price', { credits: money.credits(price) })}
                  {question.length}/{aiQuestionLimits.max}
                </Text>
                <Button
                  type="submit"
                  size="xs"
                  loading={ask.isPending}
                  disabled={
                    trimmed.length < aiQuestionLimits.min || !own.data || price === undefined
                  }
                >
                  {t('send')}
                </Button>
              </Group>
            </form>
          )}
        </Box>
      </Paper>
      <NoCreditsModal
        opened={short}
        onClose={() => setShort(false)}
        message={t('messages:ai.insufficient', {
          threshold: formatCredits(threshold, locale),
        })}
        buyLabel={t('buy')}
      />
    </Affix>
  );
}
