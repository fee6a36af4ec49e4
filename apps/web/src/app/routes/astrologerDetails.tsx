import { Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { AstrologerDetails } from '@/features/astrologers/components/astrologer-details';

export default function AstrologerDetailsScreen() {
  const { id } = useParams();
  if (!id) return <Navigate to={href('astrologerList')} replace />;
  return <AstrologerDetails astrologerId={id} />;
}
