import { notifications } from '@mantine/notifications';
import { useLocation } from 'react-router';
import { chatSessionSchema, href } from '@kusp/contracts';
import { useLiveEvents } from '@/lib/live/use-live';
import { useSession } from '@/lib/session';
import { chatScreenTexts } from '../texts';

/** Tells an astrologer anywhere in the portal (except /chats, which lists it) of a new chat request. */
export function ChatRequestAlerts() {
  const me = useSession((s) => s.userId);
  const isAstrologer = useSession((s) => s.role === 'ASTROLOGER');
  const { pathname } = useLocation();
  useLiveEvents(['CHAT_REQUEST'], (event) => {
    const session = chatSessionSchema.safeParse(event.data);
    if (!isAstrologer || !session.success || session.data.astrologerId !== me) return;
    if (session.data.status !== 'PENDING' || pathname === href('chats')) return;
    notifications.show({
      id: `chat-request-${session.data.id}`,
      color: 'violet',
      title: chatScreenTexts.newRequest,
      message: `${session.data.userFullName} would like to chat. Open Chats to accept or reject.`,
    });
  });
  return null;
}
