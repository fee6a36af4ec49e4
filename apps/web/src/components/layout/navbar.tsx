import { Box, Burger, Button, Drawer, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { href, navigation } from '@kusp/contracts';
import { useSession } from '@/lib/session';
import classes from './navbar.module.css';

export function Navbar() {
  const role = useSession((s) => s.role);
  const [opened, { toggle, close }] = useDisclosure(false);
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
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label="Open navigation"
            color="white"
          />
        </Group>
      </Group>
      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="md" size="xs">
        <Box component="nav" aria-label="Mobile">
          <Stack gap="xs" className={classes.drawer}>
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
          </Stack>
        </Box>
      </Drawer>
    </Box>
  );
}
