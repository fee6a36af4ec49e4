import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { chatSessionSchema, href } from '@kusp/contracts';
import { useLiveEvents } from '@/lib/live/use-live';
import { useSession } from '@/lib/session';

/**
 * Tells an astrologer anywhere in the portal (except /chats, which lists them) of a new chat or
 * video call request.
 */
export function ChatRequestAlerts() {
  const { t } = useTranslation('chat');
  const me = useSession((s) => s.userId);
  const isAstrologer = useSession((s) => s.role === 'ASTROLOGER');
  const { pathname } = useLocation();
  useLiveEvents(['CHAT_REQUEST', 'VIDEO_CALL_REQUEST'], (event) => {
    const session = chatSessionSchema.safeParse(event.data);
    if (!isAstrologer || !session.success || session.data.astrologerId !== me) return;
    if (session.data.status !== 'PENDING' || pathname === href('chats')) return;
    const { type, userFullName } = session.data;
    notifications.show({
      id: `chat-request-${session.data.id}`,
      color: 'violet',
      title: t(`requests.${type}.alert`),
      message: t(`requests.${type}.wants`, { name: userFullName }),
    });
  });
  return null;
}
