import { describe, expect, it } from 'vitest';
import { join, listSection } from '../../../src/protocols/kit/prompt-sections.js';

describe('prompt sections', () => {
  it('writes a titled bullet list', () => {
    expect(listSection('Cards', ['K1: tea', 'K2: coffee'])).toBe('## Cards\n- K1: tea\n- K2: coffee');
  });

  it('writes nothing for an empty list', () => {
    expect(listSection('Cards', [])).toBe('');
  });

  it('joins sections with a blank line, leaving out the empty ones', () => {
    expect(join('# Title', '', '  ', '## Cards\n- K1')).toBe('# Title\n\n## Cards\n- K1');
  });
});
