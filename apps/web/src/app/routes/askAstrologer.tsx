import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { useAstrologerProfile } from '@/features/astrologers/api/get-astrologer-profile';
import { useOwnProfile } from '@/hooks/use-own-profile';
import { AskQuestionModal } from '@/features/questions/components/ask-question-modal';
import { errorMessage } from '@/lib/api-client';
import { signInThenBackTo } from '@/lib/return-path';
import { useSession } from '@/lib/session';

/**
 * Offline Chat: the Ask A Question modal for one astrologer. A public visitor signs in first and
 * comes back here; closing the modal goes back to the astrologer.
 */
export default function AskAstrologerScreen() {
  const { t } = useTranslation('questions');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { role, userId } = useSession();
  const astrologer = useAstrologerProfile(role === 'USER' ? id : null);
  const ownProfile = useOwnProfile(role === 'USER' ? userId : null);
  if (role !== 'USER')
    return <Navigate to={signInThenBackTo(href('askAstrologer', { id }))} replace />;
  if (astrologer.isError) return <Alert color="red">{errorMessage(astrologer.error)}</Alert>;
  if (!astrologer.data || ownProfile.isPending)
    return (
      <Center mih={240}>
        <Loader aria-label={t('astrologers:loading')} />
      </Center>
    );
  const name = `${astrologer.data.firstName} ${astrologer.data.lastName}`;
  const details = href('astrologerDetails', { id });
  return (
    <Stack gap="md">
      <Anchor component={Link} to={details} size="sm">
        {t('ask.backTo', { name })}
      </Anchor>
      <Title order={1} size="h2">
        {t('ask.heading', { name })}
      </Title>
      {astrologer.data.offlineQuestionEnabled ? (
        <AskQuestionModal
          opened
          onClose={() => void navigate(details)}
          astrologerId={id}
          astrologerName={name}
          needsHoroscope={ownProfile.data === null}
        />
      ) : (
        <Alert color="yellow">{t('ask.notTakingQuestions')}</Alert>
      )}
    </Stack>
  );
}
