import { Box } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import {
  ExternalHoroscope,
  LinkInvalid,
} from '@/features/horoscopes/components/external-horoscope';

/** /headless/{id}?token=…: the client's chart alone, without the site's navigation (embedding, printing). */
export default function HeadlessScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <Box p="md">
      {token ? (
        <ExternalHoroscope horoscopeId={id} token={token} withChat={false} />
      ) : (
        <LinkInvalid />
      )}
    </Box>
  );
}
