import type { HoroscopeProfile, HoroscopeProfilesResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The customer's own (SELF) horoscope profile, or null when there is none or it cannot be read. */
export async function getOwnHoroscope(userId: string): Promise<HoroscopeProfile | null> {
  try {
    const { horoscopeProfiles } = await api<HoroscopeProfilesResponse>(
      `/v1/horoscope/profile/${encodeURIComponent(userId)}`,
      { query: { horoType: 'SELF' } },
    );
    return horoscopeProfiles[0] ?? null;
  } catch {
    return null;
  }
}
