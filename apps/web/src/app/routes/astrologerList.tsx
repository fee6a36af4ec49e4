import { AstrologerDirectory } from '@/features/astrologers/components/astrologer-directory';

export default function AstrologerListScreen() {
  return <AstrologerDirectory />;
}
