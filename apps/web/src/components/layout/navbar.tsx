import { Box, Burger, Button, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { href, navigation } from '@kusp/contracts';
import { useSession } from '@/lib/session';
import classes from './navbar.module.css';

const loadDrawer = () => import('./navbar-drawer');
const NavbarDrawer = lazy(loadDrawer);

/**
 * The site's bar. On a phone its one menu also carries `portalMenu`, the signed-in account's pages
 * (given the function that closes the menu), so the portal needs no second menu button.
 */
export function Navbar({ portalMenu }: { portalMenu?: (closeMenu: () => void) => ReactNode }) {
  const role = useSession((s) => s.role);
  const [opened, { toggle, close }] = useDisclosure(false);
  // The menu's chunk loads on first use and stays mounted, so closing still animates.
  const [menuUsed, setMenuUsed] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // However it closes, focus goes back to the button that opened the menu once the menu has gone:
  // sooner, the menu's focus trap (a timer late on a busy phone) could still take it into the menu.
  const returnFocus = () => burger.current?.focus();
  const links = navigation.flatMap(({ label, targets }) => {
    const target = targets[role];
    return target ? [{ label, to: href(target) }] : [];
  });
  const items = links.map((link) => (
    <NavLink
      key={link.label}
      to={link.to}
      end={link.to === '/'}
      className={classes.link}
      onClick={close}
    >
      {link.label}
    </NavLink>
  ));
  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <UnstyledButton component={NavLink} to="/" className={classes.brand} aria-label="Kusp home">
          ★ Kusp
        </UnstyledButton>
        <Box component="nav" aria-label="Main" visibleFrom="md">
          <Group gap={4}>{items}</Group>
        </Box>
        <Group gap="xs" wrap="nowrap">
          <Button
            component={NavLink}
            to={href('appDownload')}
            color="yellow"
            c="dark"
            visibleFrom="xs"
          >
            Try the app
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
            aria-label="Open navigation"
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
              to={href('appDownload')}
              onClick={close}
              color="yellow"
              c="dark"
            >
              Try the app
            </Button>
          </NavbarDrawer>
        </Suspense>
      )}
    </Box>
  );
}
