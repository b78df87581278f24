import type { CSSProperties } from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

/** What a static code block needs from the Prism theme: the block's colours and the props of each line and token. */
export interface ThemeStyles {
  root: CSSProperties;
  lineProps: (input: LineInputProps) => LineOutputProps;
  tokenProps: (input: TokenInputProps) => TokenOutputProps;
}

/**
 * The inline styles the theme's code block gives lines and tokens, from the
 * same Prism theme and by the same rules (prism-react-renderer's), so that a
 * block highlighted at build time renders the markup the theme would.
 */
function createThemeStyles(theme: PrismTheme, language: string): ThemeStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) byType[type] = { ...byType[type], ...(entry.style as CSSProperties) };
  }
  const root = theme.plain as CSSProperties;
  const plain: CSSProperties = { ...root, backgroundColor: undefined };

  const tokenStyle = (types: string[], empty: boolean | undefined): CSSProperties | undefined => {
    if (types.length === 1 && types[0] === 'plain') return empty ? { display: 'inline-block' } : undefined;
    if (types.length === 1 && empty) return byType[types[0]!];
    const merged: CSSProperties = empty ? { display: 'inline-block' } : {};
    for (const type of types) Object.assign(merged, byType[type]);
    return merged;
  };

  return {
    root,
    lineProps: ({ className, style, line: _line, ...rest }) => ({
      ...rest,
      className: clsx('token-line', className),
      style: { ...plain, ...style },
    }),
    tokenProps: ({ token, className, style, ...rest }) => {
      const own = tokenStyle(token.types, token.empty);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? { ...own, ...style } : own,
      };
    },
  };
}

const cache = new WeakMap<PrismTheme, Map<string, ThemeStyles>>();

/** The styles for a theme and language, computed once per pair. */
export function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  let byLanguage = cache.get(theme);
  if (!byLanguage) cache.set(theme, (byLanguage = new Map<string, ThemeStyles>()));
  let styles = byLanguage.get(language);
  if (!styles) byLanguage.set(language, (styles = createThemeStyles(theme, language)));
  return styles;
}
