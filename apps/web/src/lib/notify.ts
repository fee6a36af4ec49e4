import type { NotificationData } from '@mantine/notifications';

// The toasts' module loads after the first paint: a page that may show one does not carry it.
const show = (data: NotificationData) =>
  void import('./notifications').then(({ notifications }) => notifications.show(data));

export const notifySuccess = (message: string) => show({ color: 'teal', title: 'Done', message });

export const notifyError = (message: string) => show({ color: 'red', title: 'Sorry', message });
