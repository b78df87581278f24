import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { CARD_SIZE, socialCardPath } from '@site/plugins/social-cards/paths';

interface Props {
  /** Route of the page; the card is rendered at build time from its title and description. */
  path: string;
  /** Text alternative for the image. */
  alt: string;
}

/**
 * Points og:image and twitter:image at the page's own social card, which
 * plugins/social-cards renders after the build.
 */
export default function SocialCardMeta({ path, alt }: Props) {
  const image = useBaseUrl(socialCardPath(path), { absolute: true });
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(CARD_SIZE.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
