/**
 * Gives the docs' generated category pages (/docs/category/...) their own
 * social card, as src/theme/DocItem/Metadata does for every other docs page.
 */
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type { Props } from '@theme/DocCategoryGeneratedIndexPage';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

export default function DocCategoryGeneratedIndexPageWrapper(props: Props) {
  const { permalink, title, description, image } = props.categoryGeneratedIndex;
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      {!image && <SocialCardMeta path={permalink} alt={description ? `${title}: ${description}` : title} />}
    </>
  );
}
