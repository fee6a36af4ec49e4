import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';

/** Public pages: navigation bar, the page, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Navbar />
      <Box component="main" id="main" mih="70vh">
        {children}
      </Box>
      <Footer />
    </>
  );
}
