import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { href, sidebars } from '@kusp/contracts';
import { signOutOnServer } from '@/features/accounts/api/sign-out';
import { markAway } from '@/lib/availability';
import { useSession } from '@/lib/session';

export function PortalSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('portal');
  const role = useSession((s) => s.role);
  const userId = useSession((s) => s.userId);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  if (role === 'PUBLIC') return null;
  const paths = sidebars[role].map((item) => href(item.route));
  return (
    <Stack gap={2} component="nav" aria-label={t('navigation')}>
      {sidebars[role].map((item, index) => (
        <MantineNavLink
          key={item.route}
          component={NavLink}
          to={paths[index]!}
          // An entry whose path starts another's (/admin, /admin/audit) is active on its own page only.
          end={paths.some((path) => path.startsWith(`${paths[index]}/`))}
          label={t(`sidebar.${role}.${item.route}`)}
          onClick={onNavigate}
        />
      ))}
      <MantineNavLink
        component="button"
        label={t('logout')}
        onClick={async () => {
          // Customers see the astrologer AWAY once they leave (spec part 2 section 4).
          if (role === 'ASTROLOGER') await markAway(userId);
          await signOutOnServer();
          logout();
          await navigate('/', { replace: true });
        }}
      />
    </Stack>
  );
}
