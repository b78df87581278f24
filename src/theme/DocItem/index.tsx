/**
 * Wraps the docs item so that API operation pages render with the OpenAPI
 * theme's item (schemas, request panel, code samples) while every other doc
 * keeps the classic one. An operation page's own MDX module exports that
 * component (config/openapi-pages.ts adds the export), so the API theme's code
 * ships in those pages' chunks and never in the bundle a guide page loads.
 * Setting `docItemComponent: '@theme/ApiItem'` instead would load it on every doc.
 */
import type { ComponentType } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocItemType>;

export default function DocItemWrapper(props: Props) {
  const { ApiItem } = props.content as { ApiItem?: ComponentType<Props> };
  return ApiItem ? <ApiItem {...props} /> : <DocItem {...props} />;
}
