import type { SiteImage } from './components/page-intro';

/** Our own illustrations, served from apps/web/public/images/site. */
export const siteImages = {
  birthChart: {
    src: '/images/site/birth-chart.svg',
    alt: 'A South Indian style birth chart with the planets placed in their signs',
    width: 480,
    height: 440,
  },
  appScores: {
    src: '/images/site/app-scores.svg',
    alt: "The Kusp app on a phone, showing today's scores out of 10: Love 8, Career 6, Finance 5 and Health 7",
    width: 420,
    height: 460,
  },
  compatibility: {
    src: '/images/site/compatibility.svg',
    alt: 'Two birth charts overlapping with a heart between them',
    width: 480,
    height: 320,
  },
} as const satisfies Record<string, SiteImage>;
