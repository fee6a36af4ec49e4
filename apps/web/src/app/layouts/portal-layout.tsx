import { Box, Flex } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { routes } from '@kusp/contracts';
import { Navbar } from '@/components/layout/navbar';
import { ReviewBanner } from '@/features/astrologers/components/review-banner';
import { ChatRequestAlerts } from '@/features/chat/components/chat-request-alerts';
import { useOnlineInPortal } from '@/lib/availability';
import { useLiveConnection } from '@/lib/live/use-live';
import { useSession } from '@/lib/session';
import { PortalSidebar } from './portal-sidebar';

// Its own chunk: the widget loads only for signed-in customers, after the screen itself.
const AiWidget = lazy(() => import('@/features/ai-assistant/components/ai-widget'));

/** A running chat or call has the screen to itself: the AI widget would cover its controls. */
const inLiveSession = (pathname: string) =>
  [routes.chat.path, routes.meet.path].some((path) => matchPath(path, pathname));

/** Signed-in areas: navigation bar, the role's sidebar (in the bar's menu on a phone), the screen. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userId);
  const isAstrologer = useSession((s) => s.role === 'ASTROLOGER');
  const isCustomer = useSession((s) => s.role === 'USER');
  const { pathname } = useLocation();
  useOnlineInPortal(userId, isAstrologer);
  useLiveConnection();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Navbar portalMenu={(closeMenu) => <PortalSidebar onNavigate={closeMenu} />} />
      <ChatRequestAlerts />
      <Flex>
        <Box
          component="aside"
          w={240}
          visibleFrom="sm"
          p="md"
          style={{
            borderRight: '1px solid var(--mantine-color-gray-3)',
            minHeight: 'calc(100vh - 64px)',
          }}
        >
          <PortalSidebar />
        </Box>
        <Box component="main" id="main" flex={1} miw={0} p={{ base: 'sm', sm: 'lg' }}>
          {isAstrologer && <ReviewBanner />}
          {children}
        </Box>
      </Flex>
      {isCustomer && !inLiveSession(pathname) && (
        <Suspense fallback={null}>
          <AiWidget />
        </Suspense>
      )}
    </>
  );
}
