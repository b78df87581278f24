/**
 * Puts a heading for screen readers above the request panel's security
 * scheme. The theme titles the scheme with an H4 that follows the page's H2s,
 * skipping a level; this H3 (shown only to assistive technology) names the
 * part of the panel it starts, under the same condition the theme renders it.
 */
import type { ComponentProps } from 'react';
import SecuritySchemes from '@theme-original/ApiExplorer/SecuritySchemes';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import hidden from '@site/src/css/visuallyHidden.module.css';

export default function SecuritySchemesWrapper(props: ComponentProps<typeof SecuritySchemes>) {
  const options = useTypedSelector((state) => state.auth.options);
  const selected = useTypedSelector((state) => state.auth.selected);
  const shown = selected !== undefined && options[selected]?.[0]?.type !== undefined;
  return (
    <>
      {shown && <h3 className={hidden.visuallyHidden}>Authentication</h3>}
      <SecuritySchemes {...props} />
    </>
  );
}
