import { describe, expect, it } from 'vitest';
import { UNFINISHED_TEXT } from '../../scripts/check-content.mjs';
import { ENV_GROUPS, envData, envVars, variablesOf, type EnvGroup } from './envVars';

const extracted = envData.variables.map((variable) => variable.name);

describe('envVars: our words for the variables in env.json', () => {
  it('describes every variable the platform reads (a refresh that adds one fails here until it is described)', () => {
    const undescribed = extracted.filter((name) => !(name in envVars));
    expect(undescribed).toEqual([]);
  });

  it('describes no variable the platform does not read', () => {
    const unknown = Object.keys(envVars).filter((name) => !extracted.includes(name));
    expect(unknown).toEqual([]);
  });

  it('gives each a known group and one finished sentence', () => {
    for (const [name, copy] of Object.entries(envVars)) {
      expect(Object.keys(ENV_GROUPS), name).toContain(copy.group);
      expect(copy.meaning, name).toMatch(/^\S.*[.)]$/);
      expect(copy.meaning.length, name).toBeLessThan(220);
      expect(copy.meaning, name).not.toMatch(UNFINISHED_TEXT);
      expect(copy.meaning.split('`').length % 2, `${name}: unbalanced backticks`).toBe(1);
    }
  });

  it('puts every variable in exactly one group, and leaves no group empty', () => {
    const groups = Object.keys(ENV_GROUPS) as EnvGroup[];
    const listed = groups.flatMap((group) => variablesOf(group).map((variable) => variable.name));
    expect([...listed].sort()).toEqual([...extracted].sort());
    for (const group of groups) expect(variablesOf(group).length, group).toBeGreaterThan(0);
  });

  it('does not describe a name only a template writes', () => {
    for (const entry of envData.unread) expect(envVars[entry.name], entry.name).toBeUndefined();
    expect(envVars.DATABASE_ENVIRONMENT).toBeUndefined();
  });
});
