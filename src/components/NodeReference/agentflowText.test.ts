import { describe, expect, it } from 'vitest';
import { getAgentflowNode, type AgentflowInput } from '@site/src/data/agentflow';
import { conditionText, defaultText, loadedChoices, plainText } from './agentflowText';

const inputs = (node: string): AgentflowInput[] => getAgentflowNode(node)?.inputs ?? [];
const input = (node: string, name: string): AgentflowInput => {
  const found = inputs(node).find((item) => item.name === name);
  if (!found) throw new Error(`${node} has no ${name}`);
  return found;
};

describe('Agentflows V2 parameter words', () => {
  it('reads a show condition with the labels of the input and of its option', () => {
    const windowSize = input('agentAgentflow', 'agentMemoryWindowSize');
    expect(conditionText(windowSize.show, windowSize.hide, inputs('agentAgentflow'))).toBe(
      'Shown when Memory Type is Window Size.',
    );
    const memoryType = input('agentAgentflow', 'agentMemoryType');
    expect(conditionText(memoryType.show, undefined, inputs('agentAgentflow'))).toBe('Shown when Enable Memory is on.');
  });

  it('reads conditions on a field of the same row, lists of values and hide conditions', () => {
    const conditions = inputs('conditionAgentflow');
    const value2 = input('conditionAgentflow', 'conditions').array?.find(
      (field) => field.name === 'value2' && field.type === 'string',
    );
    expect(conditionText(value2?.show, value2?.hide, conditions)).toBe(
      "Shown when this row's Type is String. Hidden when this row's Operation is Is Empty or Not Empty.",
    );
    const body = inputs('httpAgentflow').find((item) => item.name === 'body' && item.type === 'string');
    expect(conditionText(body?.show, body?.hide, inputs('httpAgentflow'))).toBe('Shown when Body Type is Raw or JSON.');
  });

  it('reads a condition that only asks for a value', () => {
    const args = input('toolAgentflow', 'toolInputArgs');
    expect(conditionText(args.show, args.hide, inputs('toolAgentflow'))).toBe('Shown when Tool is set.');
    expect(conditionText(undefined, undefined, [])).toBeUndefined();
  });

  it('reads defaults: values, rich text, built-in texts and starting rows', () => {
    expect(defaultText(input('startAgentflow', 'startInputType'))).toEqual({ kind: 'value', text: 'chatInput' });
    expect(defaultText(input('loopAgentflow', 'maxLoopCount'))).toEqual({ kind: 'value', text: '5' });
    expect(defaultText(input('conditionAgentAgentflow', 'conditionAgentInput'))).toEqual({
      kind: 'value',
      text: '{{ question }}',
    });
    expect(defaultText(input('humanInputAgentflow', 'humanInputModelPrompt'))).toEqual({
      kind: 'builtin',
      constant: 'DEFAULT_HUMAN_INPUT_DESCRIPTION_HTML',
    });
    expect(defaultText(input('conditionAgentAgentflow', 'conditionAgentScenarios'))).toEqual({
      kind: 'rows',
      count: 2,
      rows: ['', ''],
    });
    expect(defaultText(input('conditionAgentflow', 'conditions'))).toEqual({
      kind: 'rows',
      count: 1,
      rows: ['type = string, operation = equal'],
    });
    expect(defaultText(input('agentAgentflow', 'agentModel'))).toEqual({ kind: 'none' });
  });

  it('names the lists a node loads, and strips markup', () => {
    expect(loadedChoices('listModels')).toBe('Chat models of the Studio');
    expect(loadedChoices('listSomethingNew')).toBe('Listed by the node (listSomethingNew)');
    expect(plainText('<p>a &amp; b</p>')).toBe('a & b');
  });
});
