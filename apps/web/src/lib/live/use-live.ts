import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent, LiveEventType } from '@kusp/contracts';
import { useSession } from '../session';
import { live, type LiveState, type TabChannel, type TabMessage } from './live-client';

/** Keeps the tab's live connection open for the signed-in user (the portal layout mounts it). */
export function useLiveConnection() {
  const userId = useSession((s) => s.userId);
  // Operators take no chats or calls: no live connection for them.
  const signedIn = useSession(
    (s) => (s.role === 'USER' || s.role === 'ASTROLOGER') && Boolean(s.token),
  );
  useEffect(() => {
    if (signedIn && userId) void live.start(userId);
  }, [signedIn, userId]);
}

/** The connection's status and how many times it has connected. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (listener) => live.onStateChange(listener),
    live.getState,
    live.getState,
  );
}

/** Runs the latest handler for each live event of these types while the component is mounted. */
export function useLiveEvents(
  types: readonly LiveEventType[],
  handler: (event: LiveEvent) => void,
) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types.join(',');
  useEffect(
    () => live.subscribe(key.split(',') as LiveEventType[], (event) => latest.current(event)),
    [key],
  );
}

/** Runs the latest handler for each message another tab sends on one of these channels. */
export function useTabMessages(
  handler: (message: TabMessage) => void,
  channels: readonly TabChannel[] = ['chat', 'chat-session'],
) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = channels.join(',');
  useEffect(
    () =>
      live.onTabMessage((message) => {
        if (key.split(',').includes(message.channel)) latest.current(message);
      }),
    [key],
  );
}

/** Runs the latest handler after each reconnection (not the first connection): events may be lost. */
export function useLiveReconnected(handler: () => void) {
  const { connections } = useLiveState();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (connections > 1) latest.current();
  }, [connections]);
}
