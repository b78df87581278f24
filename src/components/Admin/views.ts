/** The console's views, in the order its navigation lists them. */
export const CONSOLE_VIEWS = [
  { id: 'overview', path: '/admin/', label: 'Overview' },
  { id: 'registrations', path: '/admin/registrations', label: 'Registrations' },
  { id: 'subscribers', path: '/admin/subscribers', label: 'Subscribers' },
  { id: 'feedback', path: '/admin/feedback', label: 'Docs feedback' },
  { id: 'questions', path: '/admin/questions', label: 'Questions' },
  { id: 'outbox', path: '/admin/outbox', label: 'Outbox' },
  { id: 'speed', path: '/admin/speed', label: 'Speed' },
] as const;

export type ConsoleViewId = (typeof CONSOLE_VIEWS)[number]['id'];
