import type { NotificationData } from '@mantine/notifications';
import { i18n, translateMessage } from './i18n';

// The toasts' module loads after the first paint: a page that may show one does not carry it.
// Its close button is named, in the chosen language (Mantine's has no name of its own).
const show = (data: NotificationData) =>
  void import('./notifications').then(({ notifications }) =>
    notifications.show({ closeButtonProps: { 'aria-label': i18n.t('common:close') }, ...data }),
  );

// Messages from the server or a schema are the spec's English: shown in the chosen language.
export const notifySuccess = (message: string) =>
  show({ color: 'teal', title: i18n.t('common:done'), message: translateMessage(message) });

export const notifyError = (message: string) =>
  show({ color: 'red', title: i18n.t('common:sorry'), message: translateMessage(message) });
