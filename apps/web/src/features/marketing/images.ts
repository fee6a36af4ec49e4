import { useLanguage } from '@/lib/language';
import type { SiteImage } from './components/page-intro';

/**
 * Our own illustrations, served from apps/web/public/images/site; their alternative texts are in
 * the catalogue. One with words in it is drawn again in Hindi (`<name>.hi.svg`).
 */
export const siteImages = {
  birthChart: { src: '/images/site/birth-chart.svg', width: 480, height: 440, inHindi: true },
  appScores: { src: '/images/site/app-scores.svg', width: 420, height: 460, inHindi: true },
  compatibility: { src: '/images/site/compatibility.svg', width: 480, height: 320, inHindi: false },
} as const satisfies Record<string, Omit<SiteImage, 'alt'> & { inHindi: boolean }>;

/** The illustration as drawn for the page's language, with its alternative text. */
export function useSiteImage(name: keyof typeof siteImages, alt: string): SiteImage {
  const { language } = useLanguage();
  const { src, width, height, inHindi } = siteImages[name];
  const drawn = inHindi && language === 'hi' ? src.replace(/\.svg$/, '.hi.svg') : src;
  return { src: drawn, alt, width, height };
}
