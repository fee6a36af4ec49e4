import {
  Alert,
  Avatar,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timing } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useAstrologerProfile } from '../api/get-astrologer-profile';
import { AvailabilityBadge } from '@/components/ui/availability-badge';
import {
  pictureOf,
  serviceButtons,
  type ActiveSessions,
  type ServiceButton,
} from '../presentation';
import { AstrologerPrice } from './astrologer-price';
import { ConsultingLanguages } from './consulting-languages';

/** Each service button's text in the catalogue. */
const serviceKeys = {
  'Offline Chat': 'offlineChat',
  'Live Chat': 'liveChat',
  'Live Call': 'liveCall',
} as const satisfies Record<ServiceButton['label'], string>;

/**
 * An astrologer as a customer sees them, with the services on offer. Live Chat and Live Call show
 * while the astrologer is ONLINE (re-read every 30 s) or the customer has an active session with
 * them; the screen passes those flags and the chat feature's Live Chat and Live Call controls.
 */
export function AstrologerDetails({
  astrologerId,
  activeSessions,
  liveButtons = {},
}: {
  astrologerId: string;
  activeSessions: ActiveSessions;
  /** Replace the plain Live Chat and Live Call links (the chat feature's request flow). */
  liveButtons?: Partial<Record<ServiceButton['label'], ReactNode>>;
}) {
  const { t } = useTranslation('astrologers');
  const customerId = useSession((s) => s.userId);
  const profile = useAstrologerProfile(astrologerId, { refetchInterval: timing.pollMs });
  if (profile.isPending)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (profile.isError) return <Alert color="red">{errorMessage(profile.error)}</Alert>;
  const astrologer = profile.data;
  const name = `${astrologer.firstName} ${astrologer.lastName}`;
  return (
    <Stack gap="lg" maw={840}>
      <Group align="flex-start" gap="xl">
        <Avatar src={pictureOf(astrologer)} alt={name} size={160} radius={160} />
        <Stack gap={6} flex={1} miw={220}>
          <Title order={1}>{name}</Title>
          <Group gap="xs">
            <AvailabilityBadge status={astrologer.availabilityStatus} />
            {astrologer.averageRating !== null && (
              <Text size="sm" c="dimmed">
                {t('rating', { rating: astrologer.averageRating.toFixed(1) })}
              </Text>
            )}
          </Group>
          <AstrologerPrice astrologer={astrologer} />
          <ConsultingLanguages languages={astrologer.languages} />
          {astrologer.expertiseArea && (
            <Text size="sm">{t('expertise', { area: astrologer.expertiseArea })}</Text>
          )}
          {astrologer.yearsOfExperience && (
            <Text size="sm">{t('experience', { years: astrologer.yearsOfExperience })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {astrologer.state}, {astrologer.country}
          </Text>
        </Stack>
      </Group>
      <Group gap="sm" role="group" aria-label={t('services')}>
        {serviceButtons(astrologer, customerId ?? '', activeSessions).map((button) =>
          liveButtons[button.label] ? (
            <Fragment key={button.label}>{liveButtons[button.label]}</Fragment>
          ) : (
            <Button key={button.label} component={Link} to={button.to}>
              {t(`service.${serviceKeys[button.label]}`)}
            </Button>
          ),
        )}
      </Group>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('about')}
          </Title>
          {astrologer.shortExperience && <Text fw={500}>{astrologer.shortExperience}</Text>}
          {astrologer.longExperience && (
            <Text style={{ whiteSpace: 'pre-line' }}>{astrologer.longExperience}</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
