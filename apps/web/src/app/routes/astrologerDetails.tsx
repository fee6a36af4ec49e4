import { Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { AstrologerDetails } from '@/features/astrologers/components/astrologer-details';
import { useConversationSession } from '@/features/chat/api/get-conversation-session';
import { LiveChatButton } from '@/features/chat/components/live-chat-button';
import { canResume } from '@/features/chat/live-chat';
import { useSession } from '@/lib/session';

export default function AstrologerDetailsScreen() {
  const { id } = useParams();
  const userId = useSession((s) => s.userId);
  const chat = useConversationSession(userId, id ?? '');
  if (!id) return <Navigate to={href('astrologerList')} replace />;
  return (
    <AstrologerDetails
      astrologerId={id}
      hasActiveSession={canResume(chat.data?.session ?? null)}
      liveChat={<LiveChatButton astrologerId={id} />}
    />
  );
}
