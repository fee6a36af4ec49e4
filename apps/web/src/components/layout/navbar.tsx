import { Box, Burger, Button, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { href, navigation } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import classes from './navbar.module.css';

const loadDrawer = () => import('./navbar-drawer');
const NavbarDrawer = lazy(loadDrawer);

/**
 * The site's bar. On a phone its one menu also carries `portalMenu`, the signed-in account's pages
 * (given the function that closes the menu), so the portal needs no second menu button.
 */
export function Navbar({ portalMenu }: { portalMenu?: (closeMenu: () => void) => ReactNode }) {
  const role = useSession((s) => s.role);
  const { t } = useTranslation();
  const { path } = useLanguage();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The menu's chunk loads on first use and stays mounted, so closing still animates.
  const [menuUsed, setMenuUsed] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // However it closes, focus goes back to the button that opened the menu once the menu has gone:
  // sooner, the menu's focus trap (a timer late on a busy phone) could still take it into the menu.
  const returnFocus = () => burger.current?.focus();
  const links = navigation.flatMap(({ key, targets }) => {
    const target = targets[role];
    return target ? [{ key, label: t(`nav.${key}`), to: path(href(target)) }] : [];
  });
  const home = path('/');
  const items = links.map((link) => (
    <NavLink
      key={link.key}
      to={link.to}
      end={link.to === home}
      className={classes.link}
      onClick={close}
    >
      {link.label}
    </NavLink>
  ));
  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <UnstyledButton
          component={NavLink}
          to={home}
          className={classes.brand}
          aria-label={t('brandHome')}
        >
          {t('brand')}
        </UnstyledButton>
        <Box component="nav" aria-label={t('mainNavigation')} visibleFrom="md">
          <Group gap={4}>{items}</Group>
        </Box>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch c="white" />
          <Button
            component={NavLink}
            to={path(href('appDownload'))}
            color="yellow"
            c="dark"
            visibleFrom="xs"
          >
            {t('tryTheApp')}
          </Button>
          <Burger
            ref={burger}
            opened={opened}
            onClick={() => {
              setMenuUsed(true);
              toggle();
            }}
            onPointerEnter={loadDrawer}
            onFocus={loadDrawer}
            hiddenFrom="md"
            aria-label={t('openNavigation')}
            aria-expanded={opened}
            color="white"
          />
        </Group>
      </Group>
      {menuUsed && (
        <Suspense fallback={null}>
          <NavbarDrawer
            opened={opened}
            onClose={close}
            onClosed={returnFocus}
            portal={portalMenu?.(close)}
          >
            {items}
            <Button
              component={NavLink}
              to={path(href('appDownload'))}
              onClick={close}
              color="yellow"
              c="dark"
            >
              {t('tryTheApp')}
            </Button>
          </NavbarDrawer>
        </Suspense>
      )}
    </Box>
  );
}
