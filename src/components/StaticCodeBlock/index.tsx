/**
 * A code block highlighted at build time: src/remark/staticCodeBlocks.ts turns
 * every fenced block of the docs, the blog and the pages into one of these,
 * with its tokens. It draws the same markup as the theme's code block (the
 * theme's container, title and buttons, and its stylesheets; its lines as
 * <span>s, see ./Line.tsx), so it looks and behaves the same: Copy, word wrap,
 * titles from the metastring.
 * What it leaves out is Prism: the browser neither loads nor runs it.
 */
import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import Buttons from '@theme/CodeBlock/Buttons';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import clsx from 'clsx';
import { useMemo, type RefObject } from 'react';
import type { StaticLine } from '@site/src/remark/staticCodeBlocks';
import Line from './Line';
import { themeStyles } from './themeStyles';
import { useWordWrap } from './useWordWrap';

export interface Props {
  /** The code as written, for Copy. */
  code: string;
  /** Prism's name for the language ("text" when the fence named none). */
  language: string;
  /** What follows the language on the fence, e.g. title="ask.mjs". */
  metastring?: string;
  /** The code's lines as tokens. */
  lines: StaticLine[];
}

export default function StaticCodeBlock({ code, language, metastring, lines }: Props) {
  const { prism } = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className: `language-${language}`,
        language,
        metastring,
        title: undefined,
        showLineNumbers: undefined,
        // The tokens were cut from the code as written: no magic comment may remove a line.
        magicComments: [],
        defaultLanguage: prism.defaultLanguage,
      }),
    [code, language, metastring, prism.defaultLanguage],
  );
  const wordWrap = useWordWrap();
  // Cached per Prism theme and language: the same object on every render.
  const styles = themeStyles(usePrismTheme(), language);
  // The lines never change after the build. Kept as one memoised element, they
  // are not drawn again when the block's word-wrap state changes, which
  // happens on load for every block that scrolls sideways.
  const codeLines = useMemo(() => {
    const showLineNumbers = metadata.lineNumbersStart !== undefined;
    return (
      <code
        className={clsx(contentStyles.codeBlockLines, showLineNumbers && contentStyles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? { counterReset: `line-count ${(metadata.lineNumbersStart ?? 1) - 1}` } : undefined}
      >
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line.map(([types, content, empty]) => ({
              types: types.split(' '),
              content,
              ...(empty ? { empty: true } : {}),
            }))}
            classNames={metadata.lineClassNames[index]}
            showLineNumbers={showLineNumbers}
            getLineProps={styles.lineProps}
            getTokenProps={styles.tokenProps}
          />
        ))}
      </code>
    );
  }, [lines, metadata, styles]);

  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <pre
            ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
            // A scrollable region must be reachable from the keyboard.
            tabIndex={0}
            className={clsx(`prism-code language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}
            style={styles.root}
          >
            {codeLines}
          </pre>
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
