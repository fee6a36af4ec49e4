import { Box, Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './navbar.module.css';

/**
 * The phone menu. Its own chunk: Drawer brings Mantine's modal machinery (focus trap, scroll lock,
 * portal), about 12 KB gzipped that a first visit would otherwise download without ever using it.
 * `onClosed` runs once the menu has gone, to hand focus back to the menu button (Mantine's own return
 * misses a drawer that mounts already open). `portal`, the account's own pages in the portal, comes first; the sidebar
 * shows them from `sm` up.
 */
export default function NavbarDrawer({
  opened,
  onClose,
  onClosed,
  portal,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
  portal?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title={t('menu')}
      closeButtonProps={{ 'aria-label': t('close') }}
      hiddenFrom="md"
      size="xs"
    >
      {portal && (
        <Box hiddenFrom="sm">
          {portal}
          <Divider my="sm" />
        </Box>
      )}
      <Box component="nav" aria-label={t('mobileNavigation')}>
        <Stack gap="xs" className={classes.drawer}>
          {children}
        </Stack>
      </Box>
    </Drawer>
  );
}
