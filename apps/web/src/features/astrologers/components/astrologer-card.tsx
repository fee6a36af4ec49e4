import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type AstrologerListItem } from '@kusp/contracts';
import { AvailabilityBadge } from '@/components/ui/availability-badge';
import { pictureOf } from '../presentation';
import { AstrologerPrice } from './astrologer-price';
import { ConsultingLanguages } from './consulting-languages';

/** One directory card: photo (or generated avatar), name, price, languages, online status and View. */
export function AstrologerCard({ astrologer }: { astrologer: AstrologerListItem }) {
  const { t } = useTranslation('astrologers');
  const name = `${astrologer.firstName} ${astrologer.lastName}`;
  return (
    <Card withBorder padding="lg" component="article" aria-label={name}>
      <Stack align="center" gap="xs">
        <Avatar src={pictureOf(astrologer)} alt={name} size={96} radius={96} />
        <Text fw={600} ta="center">
          {name}
        </Text>
        <Group gap="xs" justify="center">
          <AvailabilityBadge status={astrologer.availabilityStatus} />
          {astrologer.averageRating !== null && (
            <Text
              size="sm"
              c="dimmed"
              aria-label={t('rated', { rating: astrologer.averageRating })}
            >
              {t('rating', { rating: astrologer.averageRating.toFixed(1) })}
            </Text>
          )}
        </Group>
        <AstrologerPrice astrologer={astrologer} size="sm" />
        <ConsultingLanguages languages={astrologer.languages} c="dimmed" ta="center" />
        <Button
          component={Link}
          to={href('astrologerDetails', { id: astrologer.astrologerId })}
          variant="light"
          fullWidth
          aria-label={t('viewName', { name })}
        >
          {t('view')}
        </Button>
      </Stack>
    </Card>
  );
}
