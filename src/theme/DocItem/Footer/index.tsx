import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import DocFeedback from '@site/src/components/DocFeedback';

type Props = WrapperProps<typeof FooterType>;

/** "Was this page helpful?" closes every docs page (issue 9). */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <DocFeedback />
    </>
  );
}
