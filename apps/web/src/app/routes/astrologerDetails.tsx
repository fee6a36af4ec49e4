import { Stack } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { AstrologerDetails } from '@/features/astrologers/components/astrologer-details';
import { useConversationSession } from '@/features/chat/api/get-conversation-session';
import { LiveSessionButton } from '@/features/chat/components/live-session-button';
import { canResume } from '@/features/chat/live-chat';
import { AstrologerReviews } from '@/features/reviews/components/astrologer-reviews';
import { useSession } from '@/lib/session';

export default function AstrologerDetailsScreen() {
  const { id } = useParams();
  const userId = useSession((s) => s.userId);
  const chat = useConversationSession(userId, id ?? '', 'TEXT');
  const call = useConversationSession(userId, id ?? '', 'VIDEO');
  if (!id) return <Navigate to={href('astrologerList')} replace />;
  return (
    <Stack gap="xl" maw={840}>
      <AstrologerDetails
        astrologerId={id}
        activeSessions={{
          TEXT: canResume(chat.data?.session ?? null, 'TEXT'),
          VIDEO: canResume(call.data?.session ?? null, 'VIDEO'),
        }}
        liveButtons={{
          'Live Chat': <LiveSessionButton astrologerId={id} type="TEXT" />,
          'Live Call': <LiveSessionButton astrologerId={id} type="VIDEO" />,
        }}
      />
      <AstrologerReviews astrologerId={id} />
    </Stack>
  );
}
