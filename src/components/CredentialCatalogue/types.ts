/**
 * Props of <CredentialCatalogue>, filled in at build time by
 * src/remark/credentialCatalogue.ts from src/data/platform/credentials.json.
 * Only what the page shows: no source paths, and flags only when set.
 */
import type { CredentialField } from '@site/src/data/platform/credentialTypes';

/** A field of a credential type's dialog. */
export type CatalogueField = Omit<CredentialField, 'optional'> & { optional?: true };

/** A node that accepts a credential type; `href` is its docs page, linked when it exists in the build. */
export interface CatalogueNode {
  label: string;
  name: string;
  category: string;
  href?: string;
}

export interface CatalogueEntry {
  /** The credential type's id, e.g. `openAIApi`. */
  name: string;
  label: string;
  version?: number;
  /** The sign-in flow that fills the record in, when the type has one. */
  oauth?: string;
  fields: CatalogueField[];
  nodes: CatalogueNode[];
}

export interface CredentialCatalogueData {
  /** The platform commit the facts come from. */
  commit: string;
  entries: CatalogueEntry[];
  /** Credential names nodes ask for that no credential type declares. */
  unknown: { name: string; nodes: CatalogueNode[] }[];
}
