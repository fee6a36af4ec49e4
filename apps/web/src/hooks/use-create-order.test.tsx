import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { useCreateOrder } from './use-create-order';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

it('makes an order once however often the same order is sent, and a new one for the next', async () => {
  useSession
    .getState()
    .signIn({ userId: 'u1', role: 'USER', token: 't', username: 'a', name: 'A' });
  let fail = true;
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (fail) {
      fail = false;
      return new Response(JSON.stringify({ message: 'Bad gateway' }), { status: 502 });
    }
    return new Response(JSON.stringify({ orderId: 'o1', invoice: { totalAmount: 100 } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const { result } = renderHook(() => useCreateOrder(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  const question = {
    serviceCode: 'OFFLINE_QUESTION',
    astrologerId: 'a1',
    reference: 'q1',
  } as const;

  await expect(result.current.mutateAsync(question)).rejects.toThrow('Bad gateway');
  await result.current.mutateAsync(question);
  await result.current.mutateAsync({ ...question, reference: 'q2' });

  const sent = fetchMock.mock.calls.map(([url, init]) => ({
    url,
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    key: (init?.headers as Record<string, string>)['idempotency-key'],
  }));
  expect(sent[0]).toMatchObject({
    url: '/api/v1/order',
    body: { ...question, customerId: 'u1', paymentProcessor: 'WALLET' },
  });
  expect(sent[1]!.key).toBe(sent[0]!.key);
  expect(sent[2]!.key).not.toBe(sent[1]!.key);
});
