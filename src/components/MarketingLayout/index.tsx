import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import JsonLd from '@site/src/components/JsonLd';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import type { PageMeta } from '@site/src/data/types';

interface Props {
  meta: PageMeta;
  /** JSON-LD objects describing the page (see src/data/structuredData.ts). */
  structuredData?: readonly Record<string, unknown>[];
  children: ReactNode;
}

/** The frame of a marketing page: title, description, social card, structured data and <main>. */
export default function MarketingLayout({ meta, structuredData = [], children }: Props) {
  return (
    <Layout title={meta.title} description={meta.description}>
      <SocialCardMeta path={meta.path} alt={`${meta.title}: ${meta.description}`} />
      {structuredData.map((data, index) => (
        // The list is fixed for a page, so its order is a stable key.
        <JsonLd key={index} data={data} />
      ))}
      <main>{children}</main>
    </Layout>
  );
}
