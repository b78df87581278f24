import type { IconName } from './icons';

export interface UsingAnswerNavItem {
  label: string;
  to: string;
  tagline: string;
  icon: IconName;
}

/** The "Using Answer" sub-navigation, in the order the navbar lists the products. */
export const usingAnswerNav: readonly UsingAnswerNavItem[] = [
  { label: 'Agents', to: '/agents', tagline: 'Assistants that finish the job', icon: 'agent' },
  { label: 'Chat', to: '/chat', tagline: 'Every sidekick in one window', icon: 'chat' },
  { label: 'Browser Sidekick', to: '/browser-sidekick', tagline: 'AI on every web page', icon: 'browser' },
  { label: 'Studio', to: '/sidekick-studio', tagline: 'Build flows visually', icon: 'studio' },
  { label: 'Learn', to: '/learn', tagline: 'Courses and modules', icon: 'learn' },
  { label: 'AI Workshops', to: '/ai-workshops', tagline: 'Hands-on team training', icon: 'workshop' },
];
