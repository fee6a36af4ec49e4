import {
  ActionIcon,
  Affix,
  Anchor,
  Box,
  Button,
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
import {
  aiInsufficientMessage,
  aiQuestionLimits,
  creditsText,
  href,
  messages,
  timing,
  type AiExchange,
} from '@kusp/contracts';
import { NoCreditsModal } from '@/components/payments/no-credits-modal';
import { useOwnProfile } from '@/hooks/use-own-profile';
import { useWalletBalance } from '@/hooks/use-wallet-balance';
import { hasErrorCode } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
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
  return (
    <>
      <Bubble mine>{exchange.question}</Bubble>
      <Bubble mine={false}>{exchange.answer}</Bubble>
      <Text size="xs" c="dimmed" ta="center">
        {localDateTime(exchange.askedAt)}
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
      else setFailure(messages.ai.failed);
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
        aria-label="Ask Kusp AI"
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
            <Text fw={700}>Ask Kusp AI</Text>
            <Text size="xs">Answers from your own birth chart</Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="white"
            aria-label="Close the AI assistant"
            onClick={() => setOpened(false)}
          >
            ✕
          </ActionIcon>
        </Group>

        <ScrollArea
          flex={1}
          viewportRef={viewport}
          // Reachable by keyboard, so the conversation scrolls without a mouse.
          viewportProps={{ tabIndex: 0, 'aria-label': 'Conversation with Kusp AI' }}
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
                Show earlier questions
              </Button>
            )}
            {history.isPending ? (
              <Loader size="sm" aria-label="Loading the conversation" />
            ) : exchanges.length === 0 ? (
              <Text size="sm" c="dimmed">
                Ask about your career, marriage, money, health, studies, children, travel, property
                or spiritual life, and get an answer read from your chart.
              </Text>
            ) : (
              exchanges.map((exchange) => <Exchange key={exchange.id} exchange={exchange} />)
            )}
            {ask.isPending && (
              <>
                <Bubble mine>{trimmed}</Bubble>
                {streamed && <Bubble mine={false}>{streamed}</Bubble>}
                <Text size="sm" c="dimmed" role="status">
                  Kusp AI is typing…
                </Text>
              </>
            )}
          </Stack>
        </ScrollArea>

        <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {own.isSuccess && own.data === null ? (
            <Text size="sm">
              Please add your birth details first: the assistant answers from your horoscope.{' '}
              <Anchor component={Link} to={href('userProfile')}>
                Add birth details
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
                aria-label="Your question"
                placeholder="Ask about your chart"
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
                  {price !== undefined && `${creditsText(price)} per answer · `}
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
                  Send
                </Button>
              </Group>
            </form>
          )}
        </Box>
      </Paper>
      <NoCreditsModal
        opened={short}
        onClose={() => setShort(false)}
        message={aiInsufficientMessage(threshold)}
        buyLabel="Buy"
      />
    </Affix>
  );
}
