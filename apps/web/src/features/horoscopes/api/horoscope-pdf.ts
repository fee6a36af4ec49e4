import { useMutation } from '@tanstack/react-query';
import type { HoroscopeProfile } from '@kusp/contracts';
import { apiFile, saveFile } from '@/lib/api-client';

/** A saved horoscope's printable kundli, saved as 'kundli-<name>.pdf'. */
export async function downloadHoroscopePdf(profile: HoroscopeProfile) {
  const pdf = await apiFile(`/v1/horoscope/${encodeURIComponent(profile.horoscopeId)}/pdf`);
  saveFile(pdf, `kundli-${profile.name.trim().replace(/\s+/g, '-') || 'chart'}.pdf`);
}

export const useDownloadHoroscopePdf = () => useMutation({ mutationFn: downloadHoroscopePdf });
