import { Box } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { shareLinkToken } from '@kusp/contracts';
import {
  ExternalHoroscope,
  LinkInvalid,
} from '@/features/horoscopes/components/external-horoscope';

/** /headless/{id}#token=…: the client's chart alone, without the site's navigation (embedding, printing). */
export default function HeadlessScreen() {
  const { id = '' } = useParams();
  const token = shareLinkToken(useLocation().hash);
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
