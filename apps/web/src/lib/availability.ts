import { useEffect } from 'react';
import type { AvailabilityEntry, AvailabilityStatus } from '@kusp/contracts';
import { api } from './api-client';

export const setAvailability = (userId: string, status: AvailabilityStatus) =>
  api<AvailabilityEntry>(`/v1/user/availability/${encodeURIComponent(userId)}/${status}`, {
    method: 'PUT',
  });

// Once per page load and account: every screen mounts the portal layout again.
let announcedOnline: string | null = null;

/** Marks an astrologer ONLINE when they open the portal (spec part 2 section 4, Availability). */
export function useOnlineInPortal(userId: string | null, isAstrologer: boolean) {
  useEffect(() => {
    if (!isAstrologer || !userId || announcedOnline === userId) return;
    announcedOnline = userId;
    setAvailability(userId, 'ONLINE').catch(() => {
      announcedOnline = null;
    });
  }, [userId, isAstrologer]);
}

/** AWAY on logout; a failure must not keep anyone signed in. */
export async function markAway(userId: string | null): Promise<void> {
  announcedOnline = null;
  if (userId) await setAvailability(userId, 'AWAY').catch(() => undefined);
}

/** Statuses of several users at once (the chat contacts); ids without an account are left out. */
export const getAvailabilities = (userIds: readonly string[]) =>
  api<{ data: AvailabilityEntry[] }>('/v1/availability/bulk-get', {
    method: 'POST',
    body: userIds,
  }).then((response) => response.data);
