import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AvailabilityStatus } from '@kusp/contracts';

// White on dark shades, readable on any ground (a selected contact's tint included): the light
// variant's tinted text fell short of WCAG AA contrast (teal on pale teal measured 4.3:1).
const colors: Record<AvailabilityStatus, string> = {
  ONLINE: 'teal.9',
  BUSY: 'red.9',
  AWAY: 'gray.7',
};

/** An astrologer's or a contact's availability: Online, Busy or Away. */
export function AvailabilityBadge({
  status,
  size,
}: {
  status: AvailabilityStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('astrologers');
  return (
    <Badge variant="filled" color={colors[status]} size={size}>
      {t(`availability.${status}`)}
    </Badge>
  );
}
