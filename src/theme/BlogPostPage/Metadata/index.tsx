/**
 * Gives every blog post its own social card, drawn at build time from its
 * title and description by plugins/social-cards. A post that names its own
 * image keeps it.
 */
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

export default function BlogPostPageMetadata() {
  const { metadata, assets } = useBlogPost();
  const ownImage = assets.image ?? metadata.frontMatter.image;
  return (
    <>
      <Metadata />
      {!ownImage && <SocialCardMeta path={metadata.permalink} alt={`${metadata.title}: ${metadata.description}`} />}
    </>
  );
}
