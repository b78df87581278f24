import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Code block colours. The site is always dark, so the dark theme is the one
 * readers see: Dracula, with comments lightened from #6272a4 (3.0:1 on its
 * #282a36 background) to #9aa5ce (5.7:1), above the WCAG AA 4.5:1 for text.
 */
export const codeTheme: { theme: PrismTheme; darkTheme: PrismTheme } = {
  theme: themes.github,
  darkTheme: {
    ...themes.dracula,
    styles: themes.dracula.styles.map((entry) =>
      entry.types.includes('comment') ? { ...entry, style: { ...entry.style, color: '#9aa5ce' } } : entry,
    ),
  },
};
