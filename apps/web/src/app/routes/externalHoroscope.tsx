import { Container } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { href, isHoroscopeId, shareLinkToken } from '@kusp/contracts';
import { NotFound } from '@/components/ui/not-found';
import { ExternalHoroscope } from '@/features/horoscopes/components/external-horoscope';
import { useSession } from '@/lib/session';

/**
 * /{id}#token=…: the external horoscope page the astrologer shares with a client (the token in the
 * fragment never reaches a server; the server sends links of the earlier ?token= form here).
 * Without a token a signed-in astrologer gets the customer's edit form (the spec's edit page
 * /{id}); anyone else, and any /{word} that is no horoscope id, gets the page-not-found screen, as
 * for any unknown address.
 */
export default function ExternalHoroscopeScreen() {
  const { id = '' } = useParams();
  const token = shareLinkToken(useLocation().hash);
  const role = useSession((s) => s.role);
  if (!isHoroscopeId(id)) return <NotFound />;
  if (!token) {
    if (role !== 'ASTROLOGER') return <NotFound />;
    return <Navigate to={href('customerEdit', { horoscopeId: id })} replace />;
  }
  return (
    <Container size="xl" py="md">
      <ExternalHoroscope horoscopeId={id} token={token} withChat />
    </Container>
  );
}
