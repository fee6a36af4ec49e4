import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isAllowed, roleHome, roles, routes, type RouteKey } from '@kusp/contracts';
import { NotFound } from '@/components/ui/not-found';
import { releaseEarlyActions } from '@/lib/early-actions';
import { withTexts } from '@/lib/i18n';
import { useLanguageAddress } from '@/lib/language';
import { returnPathFrom } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { SiteLayout } from './layouts/site-layout';
import { withMantineRestStyles } from './mantine-rest-styles';

// Public visitors never download the portal's sidebar and drawer.
const PortalLayout = lazy(
  withMantineRestStyles(
    withTexts(['screens'], () =>
      import('./layouts/portal-layout').then((m) => ({ default: m.PortalLayout })),
    ),
  ),
);

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={240}>
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * Shows a screen only to the roles the route table allows; everyone else goes to their role's home,
 * or, just signed in, back to the page that sent them to sign in.
 */
export function RouteScreen({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  const role = useSession((s) => s.role);
  const { search } = useLocation();
  const route = routes[routeKey];
  const { t } = useTranslation();
  const title = t('pageTitle', { title: t(`routes:${routeKey}`) });
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!isAllowed(routeKey, role))
    return (
      <Navigate to={(role !== 'PUBLIC' && returnPathFrom(search)) || roleHome[role]} replace />
    );
  const screen = (
    <Suspense fallback={<PageLoader />}>
      {children}
      <ScreenAlive />
    </Suspense>
  );
  // The headless horoscope is embedded or printed: no navigation around it.
  if (routeKey === 'headless') return screen;
  // Pages for everyone keep the site's layout; a signed-in account's own pages get the portal's.
  const forEveryone = route.roles.length === roles.length;
  if (forEveryone || role === 'PUBLIC') return <SiteLayout>{screen}</SiteLayout>;
  return (
    <Suspense fallback={<PageLoader />}>
      <PortalLayout>{screen}</PortalLayout>
    </Suspense>
  );
}

/** Commits with the screen beside it, so its effect runs once the screen can handle a press. */
function ScreenAlive() {
  useEffect(releaseEarlyActions, []);
  return null;
}

/** Any address outside the route table. */
export function UnknownAddress() {
  return (
    <SiteLayout>
      <NotFound />
      <ScreenAlive />
    </SiteLayout>
  );
}

/**
 * Every screen: a new page starts at the top, while Back and Forward bring the reader back to where
 * they were (React Router keeps the positions per history entry).
 */
export function Root() {
  useLanguageAddress();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
