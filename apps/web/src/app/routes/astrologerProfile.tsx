import { AstrologerProfilePage } from '@/features/astrologers/components/astrologer-profile';

export default function AstrologerProfileScreen() {
  return <AstrologerProfilePage />;
}
