import Head from '@docusaurus/Head';

interface Props {
  data: Record<string, unknown>;
}

/** Structured data for the page, as a JSON-LD script in the document head. */
export default function JsonLd({ data }: Props) {
  // "<" is escaped so that no string in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}
