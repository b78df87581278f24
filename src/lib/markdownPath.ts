/** Where a docs page's Markdown copy lives (written at build by plugins/llms-txt). */
export const markdownPathOf = (pathname: string): string =>
  pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
