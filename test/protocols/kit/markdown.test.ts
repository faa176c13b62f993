import { describe, expect, it } from 'vitest';
import { inline, table } from '../../../src/protocols/kit/markdown.js';

describe('Markdown written around agent text', () => {
  it('folds line breaks and escapes what Markdown would read as structure', () => {
    expect(inline('## Heading\n| a | b |\n**bold** [link](x)')).toBe('\\#\\# Heading \\| a \\| b \\| \\*\\*bold\\*\\* \\[link\\]\\(x\\)');
  });

  it('keeps a table whole when a cell holds a pipe', () => {
    const md = table(['Side', 'Position'], [['PRO', 'yes | no']]);
    expect(md.split('\n')).toEqual(['| Side | Position |', '| --- | --- |', '| PRO | yes \\| no |']);
  });

  it('gives an empty cell a space so the row keeps its columns', () => {
    expect(table(['a', 'b'], [['', 'x']]).split('\n')[2]).toBe('|   | x |');
  });
});
