import { Badge, type BadgeProps } from '@mantine/core';
import type { AvailabilityStatus } from '@kusp/contracts';

// White on dark shades, readable on any ground (a selected contact's tint included): the light
// variant's tinted text fell short of WCAG AA contrast (teal on pale teal measured 4.3:1).
const looks: Record<AvailabilityStatus, { label: string; color: string }> = {
  ONLINE: { label: 'Online', color: 'teal.9' },
  BUSY: { label: 'Busy', color: 'red.9' },
  AWAY: { label: 'Away', color: 'gray.7' },
};

/** An astrologer's or a contact's availability: Online, Busy or Away. */
export function AvailabilityBadge({
  status,
  size,
}: {
  status: AvailabilityStatus;
  size?: BadgeProps['size'];
}) {
  const look = looks[status];
  return (
    <Badge variant="filled" color={look.color} size={size}>
      {look.label}
    </Badge>
  );
}
