import { useMutation } from '@tanstack/react-query';
import type { BirthDetails } from '@kusp/contracts';
import { apiFile, saveFile } from '@/lib/api-client';

/** The free kundli as a PDF, saved as 'kundli-<name>.pdf'. */
export async function downloadKundliPdf(birth: BirthDetails) {
  const pdf = await apiFile('/v1/astro/kundli/pdf', { method: 'POST', body: birth });
  saveFile(pdf, `kundli-${birth.name?.trim().replace(/\s+/g, '-') || 'chart'}.pdf`);
}

export const useDownloadKundliPdf = () => useMutation({ mutationFn: downloadKundliPdf });
