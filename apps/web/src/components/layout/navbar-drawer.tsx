import { Box, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './navbar.module.css';

/**
 * The phone menu. Its own chunk: Drawer brings Mantine's modal machinery (focus trap, scroll lock,
 * portal), about 12 KB gzipped that a first visit would otherwise download without ever using it.
 * Focus goes back to the menu button through `onClose` (Mantine's own return misses a drawer that
 * mounts already open).
 */
export default function NavbarDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title="Menu"
      hiddenFrom="md"
      size="xs"
    >
      <Box component="nav" aria-label="Mobile">
        <Stack gap="xs" className={classes.drawer}>
          {children}
        </Stack>
      </Box>
    </Drawer>
  );
}
