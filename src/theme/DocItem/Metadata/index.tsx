/**
 * Gives every docs page (guides, node pages, API operations) its own social
 * card, drawn at build time from its title, description and breadcrumbs by
 * plugins/social-cards. A page that names its own image keeps it.
 */
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

export default function DocItemMetadata() {
  const { metadata, frontMatter, assets } = useDoc();
  const ownImage = assets.image ?? frontMatter.image;
  return (
    <>
      <Metadata />
      {!ownImage && <SocialCardMeta path={metadata.permalink} alt={`${metadata.title}: ${metadata.description}`} />}
    </>
  );
}
