import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';

/** Public pages: navigation bar, the page, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <Box component="main" id="main" mih="70vh">
        {children}
      </Box>
      <Footer />
    </>
  );
}
