import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCredits, type Question } from '@kusp/contracts';
import { useSession } from '@/lib/session';
import { AnswerPanel } from './answer-panel';
import { AskQuestionModal } from './ask-question-modal';
import { QuestionThread } from './question-thread';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const question = (overrides: Partial<Question> = {}): Question => ({
  questionId: 'q1',
  questionHeader: 'Career',
  question: 'Is this a good year to change my job?',
  questionDate: '2026-03-01T10:00:00.000Z',
  dueDate: '2026-03-04T10:00:00.000Z',
  answer: null,
  answerStatus: 'PENDING_REPLY',
  answerDate: null,
  lastAnswerDate: null,
  overdue: false,
  refundedAt: null,
  astrologerId: 'a1',
  astrologerFirstName: 'Ananya',
  astrologerLastName: 'Sharma',
  customerId: 'c1',
  customerFirstName: 'Asha',
  customerLastName: 'Rao',
  horoscopeId: 'h1',
  parentQuestionId: null,
  orderId: 'o1',
  orderTotal: 59_000,
  subQuestions: [],
  ...overrides,
});

const answered = (id: string, overrides: Partial<Question> = {}) =>
  question({
    questionId: id,
    answerStatus: 'ANSWERED',
    answer: `Answer to ${id}`,
    answerDate: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });

/** Serves each path from the map; anything else is a 404. */
function serve(routes: Record<string, (init?: RequestInit) => Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!.replace(/^\/api/, '');
    const respond = routes[`${init?.method ?? 'GET'} ${path}`];
    return respond ? respond(init) : json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof serve>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]!.body));

function show(ui: ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/here']}>
          <Routes>
            <Route path="/here" element={ui} />
            <Route path="/user/my-questions" element={<p>My questions page</p>} />
            <Route path="/astrologer/pending-questions" element={<p>Pending questions page</p>} />
            <Route path="/user/payment-intent" element={<p>Order summary page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  useSession.setState({ userId: 'a1', role: 'ASTROLOGER', token: 't' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useSession.getState().logout();
});

describe('Ask A Question', () => {
  const modal = (needsHoroscope = false) =>
    show(
      <AskQuestionModal
        astrologerId="a1"
        astrologerName="Ananya Sharma"
        opened
        onClose={() => {}}
        needsHoroscope={needsHoroscope}
      />,
    );

  const asked = () =>
    json({
      question: question({ answerStatus: 'PAYMENT_PENDING' }),
      order: {
        orderId: 'o1',
        invoice: {
          baseRate: 50_000,
          cgst: 4_500,
          sgst: 4_500,
          intlTax: 0,
          commission: 10_000,
          taxAndSurcharge: 9_000,
          totalAmount: 59_000,
          currency: 'INR',
        },
      },
    });

  it('shows Submit only once Subject and Question are filled, then pays from the wallet after asking', async () => {
    useSession.setState({ userId: 'c1', role: 'USER' });
    const fetchMock = serve({
      'POST /v1/question': asked,
      'GET /v1/credit/c1': () => json({ balance: 1_000_000, currency: 'CREDITS' }),
      'POST /v3/payment': () => json({ status: true, data: '/user/my-questions' }),
    });
    const user = userEvent.setup({ delay: null });
    modal();
    expect(await screen.findByText('₹5.00')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Career');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Question/ }), 'Job now?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Question must be at least 10 characters long')).toBeVisible();

    await user.click(screen.getByRole('textbox', { name: /Question/ }));
    await user.paste(' Or next year?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Would you like to deduct this amount (590 credits) from your wallet?',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      astrologerId: 'a1',
      questionHeader: 'Career',
      question: 'Job now? Or next year?',
    });
    // One Idempotency-Key per question text: the same submit again is the same question.
    const asking = fetchMock.mock.calls.find(([url]) => url === '/api/v1/question')!;
    expect((asking[1]!.headers as Record<string, string>)['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}-[0-9a-f]{32}$/,
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('My questions page')).toBeVisible();
    const payment = fetchMock.mock.calls.find(([url]) => url === '/api/v3/payment')!;
    expect(JSON.parse(String(payment[1]!.body))).toEqual({
      orderId: 'o1',
      paymentProcessor: 'WALLET',
    });
  }, 20_000);

  it('says how many credits a short wallet misses, then goes to the order summary for the card', async () => {
    useSession.setState({ userId: 'c1', role: 'USER' });
    serve({
      'POST /v1/question': asked,
      'GET /v1/credit/c1': () => json({ balance: 589_990, currency: 'CREDITS' }),
    });
    const user = userEvent.setup({ delay: null });
    modal();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Career');
    await user.click(screen.getByRole('textbox', { name: /Question/ }));
    await user.paste('Is this a good year to move?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const short = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(short).toHaveTextContent(`You need ${formatCredits(10)} credits more.`);
    await user.click(within(short).getByRole('button', { name: 'Pay ₹590.00 by card' }));
    expect(await screen.findByText('Order summary page')).toBeVisible();
    expect(sessionStorage.getItem('redirectTo')).toBe('/user/my-questions');
    expect(JSON.parse(sessionStorage.getItem('order')!)).toEqual({
      orderId: 'o1',
      subject: 'Career',
      question: 'Is this a good year to move?',
    });
  }, 20_000);

  it("shows the astrologer's quote", async () => {
    serve({
      'GET /v1/pricing/astrologer/rate/final/a1': () =>
        json({ baseRate: 50000, totalAmount: 59000 }),
    });
    modal();
    expect(await screen.findByText('₹590.00')).toBeVisible();
  });

  it('asks a customer without birth details to fill them in first', async () => {
    serve({});
    modal(true);
    expect(await screen.findByText(/Please fill in your birth details first/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fill in my birth details' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(screen.queryByRole('textbox', { name: /Subject/ })).toBeNull();
  });
});

describe("the customer's thread", () => {
  it('shows submitted answers and sends a follow-up, Send disabled while blank', async () => {
    const thread = answered('q1');
    const fetchMock = serve({
      'GET /v1/question/q1': () => json(thread),
      'POST /v1/question/follow-up': () =>
        json({ ...thread, subQuestions: [question({ questionId: 'q2', parentQuestionId: 'q1' })] }),
    });
    const user = userEvent.setup({ delay: null });
    show(<QuestionThread questionId="q1" />);
    expect(await screen.findByText('Answer to q1')).toBeVisible();
    expect(screen.getByText("Ananya Sharma's answer")).toBeVisible();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /follow-up/ }), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /follow-up/ }), 'And the year after?');
    await user.click(send);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      astrologerId: 'a1',
      horoscopeId: 'h1',
      parentQuestionId: 'q1',
      questionHeader: 'Career',
      question: 'And the year after?',
    });
  });

  it('offers no follow-up with 3 messages or before payment, and hides drafts', async () => {
    serve({
      'GET /v1/question/full': () =>
        json(answered('full', { subQuestions: [answered('s1'), answered('s2')] })),
      'GET /v1/question/unpaid': () =>
        json(question({ questionId: 'unpaid', answerStatus: 'PAYMENT_PENDING' })),
      'GET /v1/question/draft': () =>
        json(question({ questionId: 'draft', answerStatus: 'DRAFT', answer: 'half-written' })),
    });
    show(<QuestionThread questionId="full" />);
    expect(await screen.findAllByText(/Answer to/)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    for (const [id, status] of [
      ['unpaid', 'Draft: not paid yet'],
      ['draft', 'Awaiting answer'],
    ]) {
      cleanup();
      show(<QuestionThread questionId={id!} />);
      expect(await screen.findByText(status!)).toBeVisible();
      expect(screen.queryByText('half-written')).toBeNull();
      if (id === 'unpaid') expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    }
  });
});

describe("the astrologer's answer box", () => {
  it('saves a draft or submits, both back to pending questions, disabled while blank', async () => {
    const fetchMock = serve({ 'PUT /v1/question/answer': () => json(answered('q1')) });
    const user = userEvent.setup({ delay: null });
    show(<AnswerPanel thread={question({ answerStatus: 'DRAFT', answer: '' })} />);
    const draft = screen.getByRole('button', { name: 'Save Draft' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(draft).toBeDisabled();
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Jupiter favours it.');
    await user.click(draft);
    expect(await screen.findByText('Pending questions page')).toBeVisible();
    expect(bodyOf(fetchMock, 'PUT')).toMatchObject({
      questionId: 'q1',
      astrologerId: 'a1',
      horoscopeId: 'h1',
      answerStatus: 'DRAFT',
      astrologerAnswer: 'Jupiter favours it.',
    });
  });

  it('answers the next unanswered follow-up and hides the box once all are answered', async () => {
    serve({});
    show(
      <AnswerPanel
        thread={answered('q1', {
          subQuestions: [question({ questionId: 's1', question: 'And my studies, then?' })],
        })}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
    cleanup();
    show(<AnswerPanel thread={answered('q1', { subQuestions: [answered('s1')] })} />);
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    const first = screen.getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Edit answer' }));
    expect(screen.getByRole('textbox', { name: 'Edit your answer' })).toHaveValue('Answer to q1');
  });

  it("lets only the question's own astrologer edit", () => {
    useSession.setState({ userId: 'someone-else' });
    serve({});
    show(
      <AnswerPanel thread={answered('q1', { subQuestions: [question({ questionId: 's1' })] })} />,
    );
    expect(screen.queryByRole('button', { name: 'Edit answer' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
