// The toasts and their styles, loaded after the first paint (app/provider.tsx, lib/notify.ts).
import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
