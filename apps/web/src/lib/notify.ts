import { notifications } from '@mantine/notifications';

export const notifySuccess = (message: string) =>
  notifications.show({ color: 'teal', title: 'Done', message });

export const notifyError = (message: string) =>
  notifications.show({ color: 'red', title: 'Sorry', message });
