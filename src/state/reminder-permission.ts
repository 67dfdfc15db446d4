/** Whether this page may notify: the browser's answer, or `unsupported` without the API. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}
