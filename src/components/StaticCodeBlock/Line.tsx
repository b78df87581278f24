/**
 * One line of a static code block: the theme's CodeBlock/Line, drawn as a
 * <span> shown as a block instead of a <div>. A <code> element may hold only
 * phrasing content, so the theme's <div> lines made every code block invalid
 * HTML (the Nu Html Checker's "div not allowed as child of code"). Classes,
 * styles, line numbers and the closing <br> are the theme's, so it looks the same.
 */
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import clsx from 'clsx';
import type { Token } from 'prism-react-renderer';
import type { ThemeStyles } from './themeStyles';
import styles from './styles.module.css';

interface Props {
  line: Token[];
  classNames?: string[];
  showLineNumbers: boolean;
  getLineProps: ThemeStyles['lineProps'];
  getTokenProps: ThemeStyles['tokenProps'];
}

export default function StaticCodeLine({
  line: tokens,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props) {
  // As the theme does: a line holding only a line break renders empty, and the <br> below gives it its height.
  const line = tokens.length === 1 && tokens[0]?.content === '\n' ? [{ ...tokens[0], content: '' }] : tokens;
  const lineProps = getLineProps({ line, className: clsx(classNames, showLineNumbers && lineStyles.codeLine) });
  const content = line.map((token, key) => <span key={key} {...getTokenProps({ token })} />);
  return (
    // A numbered line is a table row (the theme's codeLine); any other is a block, as the theme's <div> was.
    <span {...lineProps} className={clsx(lineProps.className, !showLineNumbers && styles.line)}>
      {showLineNumbers ? (
        <>
          <span className={lineStyles.codeLineNumber} />
          <span className={lineStyles.codeLineContent}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}
