import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callKey, callsIn, packageOf, packagesBehind, resolveCalls } from './baseClasses';
import { memoryCheckout } from './checkout';

const NODE = 'packages/components/nodes/chatmodels/ChatX/ChatX.ts';
const WRAPPER = 'packages/components/nodes/chatmodels/ChatX/FlowiseChatX.ts';

const node = `
import { getBaseClasses } from '../../../src/utils'
import { ChatX } from './FlowiseChatX'
import { Other } from '@vendor/other/sub'
class ChatX_ChatModels {
    constructor() {
        this.baseClasses = [this.type, ...getBaseClasses(ChatX)]
        this.outputs = [{ label: 'Other', name: 'other', baseClasses: getBaseClasses(Other) }]
    }
}
module.exports = { nodeClass: ChatX_ChatModels }
`;
const wrapper = `
import { ChatX as VendorChatX } from '@vendor/chat-x'
export class ChatX extends VendorChatX {}
`;

describe('base classes', () => {
  it('finds the calls of a node file', () => {
    expect(callsIn(NODE, node)).toEqual([
      { file: NODE, identifier: 'ChatX' },
      { file: NODE, identifier: 'Other' },
    ]);
  });

  it('follows a class through the node’s own files to the package it comes from', () => {
    const checkout = memoryCheckout({ [NODE]: node, [WRAPPER]: wrapper });
    expect(packagesBehind(checkout, NODE, 'ChatX')).toEqual(['@vendor/chat-x']);
    expect(packagesBehind(checkout, NODE, 'Other')).toEqual(['@vendor/other']);
    expect(packageOf('lodash/fp')).toBe('lodash');
  });

  it('reads the ancestors the platform’s getBaseClasses returns, from type declarations', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'base-classes-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    };
    write(NODE, node);
    write(WRAPPER, wrapper);
    const modules = 'packages/components/node_modules';
    write(`${modules}/@vendor/core/package.json`, '{"name":"@vendor/core","types":"index.d.ts"}');
    write(
      `${modules}/@vendor/core/index.d.ts`,
      'export declare class Serializable {}\nexport declare class Runnable extends Serializable {}\nexport declare class BaseLangChain extends Runnable {}\nexport declare class BaseChatModel extends BaseLangChain {}\n',
    );
    write(`${modules}/@vendor/chat-x/package.json`, '{"name":"@vendor/chat-x","types":"index.d.ts"}');
    write(
      `${modules}/@vendor/chat-x/index.d.ts`,
      "import { BaseChatModel } from '@vendor/core';\nexport declare class ChatX extends BaseChatModel {}\n",
    );
    const calls = callsIn(NODE, node);
    const results = resolveCalls(tree, calls);
    // FlowiseChatX's ChatX extends the vendor's ChatX: both are named ChatX, as at run time.
    expect(results.get(callKey(calls[0]!))).toEqual({ classes: ['ChatX', 'BaseChatModel', 'Runnable'] });
    expect(results.get(callKey(calls[1]!))).toEqual({
      problem: `${NODE}: getBaseClasses(Other) names no class the compiler can read`,
    });
  });
});
