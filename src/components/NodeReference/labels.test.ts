import { describe, expect, it } from 'vitest';
import { nodeLinkText } from './labels';

describe('nodeLinkText', () => {
  it('names a node whose label alone is vague link text', () => {
    expect(nodeLinkText('Start')).toBe('Start node');
    expect(nodeLinkText('End')).toBe('End node');
  });

  it('keeps a label that says what it links to', () => {
    expect(nodeLinkText('ChatAnthropic')).toBe('ChatAnthropic');
    expect(nodeLinkText('Start Agent')).toBe('Start Agent');
  });
});
