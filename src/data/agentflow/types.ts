/**
 * The shapes of the Agentflows V2 node facts (src/data/platform/agentflow-v2.json,
 * written by `npm run platform:extract` from packages/components/nodes/agentflow)
 * and of the props the reference components receive. Types only: components
 * import this file, never the data.
 */

/** A value a `show` / `hide` condition compares with: one value, or any of several. */
export type DisplayValue = string | number | boolean | (string | number | boolean)[];

/**
 * When an input appears (`show`) or disappears (`hide`): the name of another
 * input and the value it must have. A key such as `conditions[$index].type`
 * names a field of the same row of an array input.
 */
export type DisplayCondition = Record<string, DisplayValue>;

/** A value as the node's source declares it: JSON data, or a named constant of the platform's code. */
export type DeclaredValue =
  | string
  | number
  | boolean
  | null
  | DeclaredValue[]
  | { [key: string]: DeclaredValue }
  | { constant: string };

export interface AgentflowOption {
  /** The stored value. */
  name: string;
  /** What the Studio shows. */
  label: string;
}

/** One input of an Agentflows V2 node, or one field of an array input's rows. */
export interface AgentflowInput {
  label: string;
  /** The key the value is stored under in the flow (and overridden by, with `overrideConfig`). */
  name: string;
  /** `string`, `number`, `boolean`, `options`, `asyncOptions`, `array`, `code`, `json`… */
  type: string;
  optional: boolean;
  default?: DeclaredValue;
  options?: AgentflowOption[];
  /** For `asyncOptions`: the node's method that lists the choices when the dialog opens. */
  loadMethod?: string;
  /** The chosen item (a model, a tool) brings its own settings into the node. */
  loadConfig?: true;
  /** A value may be typed in as well as picked from the list. */
  freeSolo?: true;
  /** The value may contain `{{ … }}` variables (question, flow state, form fields, node outputs). */
  acceptVariable?: true;
  /** The value may use `{{ output }}`, the output of this node. */
  acceptNodeOutputAsVariable?: true;
  show?: DisplayCondition;
  hide?: DisplayCondition;
  /** For `array` inputs: the fields of each row. */
  array?: AgentflowInput[];
}

/** An output anchor the class declares (Condition, Condition Agent, Human Input). */
export interface AgentflowOutput {
  label: string;
  name: string;
}

export interface AgentflowCredential {
  label: string;
  /** Credential types the node accepts. */
  names: string[];
  optional: boolean;
}

/** One node type of Agentflows V2. */
export interface AgentflowNode {
  /** The node's id on the canvas and in flow JSON, e.g. `agentAgentflow`. */
  name: string;
  label: string;
  /** The class's type, e.g. `Agent`. */
  type: string;
  version: number;
  category: string;
  /** Repository path of the node's source file. */
  file: string;
  credential?: AgentflowCredential;
  /** The node takes no incoming connection (Start). */
  hideInput?: true;
  /** The node has no output anchor: a run ends there or jumps elsewhere (Direct Reply, Loop). */
  hideOutput?: true;
  inputs: AgentflowInput[];
  /** Output anchors the class declares; empty when the canvas gives the node its single default anchor. */
  outputs: AgentflowOutput[];
}

export interface AgentflowData {
  /** The platform commit the data was extracted from. */
  commit: string;
  nodes: AgentflowNode[];
}

/** Props of <AgentflowParameters>, filled in at build time by src/remark/nodeReference.ts. */
export interface AgentflowParametersData {
  label: string;
  name: string;
  version: number;
  file: string;
  credential?: AgentflowCredential;
  hideInput?: true;
  hideOutput?: true;
  inputs: AgentflowInput[];
  outputs: AgentflowOutput[];
}
