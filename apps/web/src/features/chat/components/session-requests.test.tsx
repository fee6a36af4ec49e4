import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { astrologerId, chatSession, customerId, json } from '../testing/fixtures';
import { SessionRequests } from './session-requests';

const pending = { status: 'PENDING' as const, startedAt: null, expiresAt: null };
const call = chatSession({ ...pending, id: 'call', type: 'VIDEO', userFullName: 'Asha Rao' });
const olderCall = chatSession({
  ...pending,
  id: 'older-call',
  type: 'VIDEO',
  createdAt: new Date(Date.now() - 600_000).toISOString(),
});
const chat = chatSession({
  ...pending,
  id: 'chat',
  userId: 'someone-else',
  userFullName: 'Ravi K',
});

function serve() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { sessionId } = JSON.parse(String(init?.body ?? '{}')) as { sessionId?: string };
    if (url === '/api/v1/chat/accept') return json({ ...call, id: sessionId, status: 'ACCEPTED' });
    if (url === '/api/v1/chat/reject') return json({ ...call, id: sessionId, status: 'REJECTED' });
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const location = () => screen.getByRole('status', { name: 'Location' });
const videoRequests = () => screen.getByRole('region', { name: 'Video call requests' });

afterEach(() => vi.unstubAllGlobals());

describe('the video call request list', () => {
  it("lists only calls, the latest per customer, and Accept opens the call's meet page", async () => {
    const fetchMock = serve();
    renderScreen(<SessionRequests sessions={[olderCall, chat, call]} type="VIDEO" />, {
      path: '/chats',
    });
    const groups = within(videoRequests()).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Video call request from Asha Rao',
    ]);
    await userEvent.click(within(groups[0]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/meet/${customerId}/${astrologerId}`),
    );
    const [[url, init]] = fetchMock.mock.calls as [[string, RequestInit]];
    expect(url).toBe('/api/v1/chat/accept');
    expect(JSON.parse(String(init.body))).toEqual({ sessionId: 'call' });
  });

  it('Reject answers the request and stays on /chats', async () => {
    const fetchMock = serve();
    renderScreen(<SessionRequests sessions={[call]} type="VIDEO" />, { path: '/chats' });
    await userEvent.click(within(videoRequests()).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/chat/reject');
    expect(location()).toHaveTextContent('/chats');
  });

  it('says when no call is waiting, even with chat requests', () => {
    renderScreen(<SessionRequests sessions={[chat]} type="VIDEO" />);
    expect(
      within(videoRequests()).getByText('No video call requests waiting.'),
    ).toBeInTheDocument();
  });
});
