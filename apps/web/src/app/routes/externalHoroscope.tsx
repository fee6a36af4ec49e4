import { Container } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { href } from '@kusp/contracts';
import { ExternalHoroscope } from '@/features/horoscopes/components/external-horoscope';
import { useSession } from '@/lib/session';

/**
 * /{id}?token=…: the external horoscope page the astrologer shares with a client. Without a token a
 * signed-in astrologer gets the customer's edit form (the spec's edit page /{id}); anyone else goes
 * home, as for any unknown address.
 */
export default function ExternalHoroscopeScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const role = useSession((s) => s.role);
  const token = search.get('token');
  if (!token)
    return (
      <Navigate
        to={role === 'ASTROLOGER' ? href('customerEdit', { horoscopeId: id }) : '/'}
        replace
      />
    );
  return (
    <Container size="xl" py="md">
      <ExternalHoroscope horoscopeId={id} token={token} withChat />
    </Container>
  );
}
