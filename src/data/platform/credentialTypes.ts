/**
 * The shapes of src/data/platform/credentials.json, the platform's credential
 * types as scripts/platform/credentials.ts extracts them. Types only: browser
 * code imports this file, never the data.
 */

/** One field of a credential type's dialog. */
export interface CredentialField {
  label: string;
  /** The key the value is stored under in the encrypted record. */
  name: string;
  /** `string`, `password`, `number`, `boolean`, `options`… */
  type: string;
  optional: boolean;
  default?: string | number | boolean;
  /** The choices of an `options` field, by name. */
  options?: string[];
  /** Shown under the dialog's additional parameters. */
  additional?: true;
  /** Kept in the record but not shown in the dialog. */
  hidden?: true;
  /** Shown but not editable: a sign-in flow fills it in. */
  readOnly?: true;
}

/** A node class that accepts a credential type. */
export interface CredentialNode {
  /** The node's id on the canvas and in flow JSON, e.g. `chatOpenAI`. */
  name: string;
  label: string;
  category: string;
}

export interface CredentialType {
  /** The id nodes name in `credentialNames`, e.g. `openAIApi`. */
  name: string;
  label: string;
  version?: number;
  /** Repository path of the class. */
  file: string;
  /** The class marks the whole credential optional (`this.optional`). */
  optional?: true;
  /** The sign-in flow (`oauthStrategy`) that fills the record in. */
  oauth?: string;
  inputs: CredentialField[];
  /** Nodes whose `credentialNames` list this type, by label. */
  nodes: CredentialNode[];
}

export interface CredentialData {
  credentials: CredentialType[];
  /** Names nodes list in `credentialNames` that no credential class declares, with the nodes. */
  unknown: { name: string; nodes: CredentialNode[] }[];
}
