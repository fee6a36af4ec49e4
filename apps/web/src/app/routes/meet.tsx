import { Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { MeetView } from '@/features/video/components/meet-view';
import { useSession } from '@/lib/session';

/** One pair's video call; only its customer or its astrologer may open it (others go to /chats). */
export default function MeetScreen() {
  const { userId, astrologerId } = useParams();
  const me = useSession((s) => s.userId);
  if (!userId || !astrologerId || (me !== userId && me !== astrologerId))
    return <Navigate to={href('chats')} replace />;
  return <MeetView key={`${userId}/${astrologerId}`} userId={userId} astrologerId={astrologerId} />;
}
