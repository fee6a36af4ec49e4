import { Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { ChatConversation } from '@/features/chat/components/chat-conversation';
import { useSession } from '@/lib/session';

/** One conversation; only its customer or its astrologer may open it (others go to /chats). */
export default function ChatScreen() {
  const { userId, astrologerId } = useParams();
  const me = useSession((s) => s.userId);
  if (!userId || !astrologerId || (me !== userId && me !== astrologerId))
    return <Navigate to={href('chats')} replace />;
  return (
    <ChatConversation
      key={`${userId}/${astrologerId}`}
      userId={userId}
      astrologerId={astrologerId}
    />
  );
}
