import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

/** Every docs page offers its Markdown version above its content (issue 9). */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPageMarkdown />
      <Content {...props} />
    </>
  );
}
