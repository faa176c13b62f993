import { describe, expect, it } from 'vitest';
import { citationChecked, citationChecks, parseSource } from '../../../src/protocols/kit/citations.js';

describe('a citation source', () => {
  it('reads path:line and path:from-to', () => {
    expect(parseSource('src/cache.ts:3')).toEqual({ path: 'src/cache.ts', line: 3 });
    expect(parseSource('docs/a.md:10-14')).toEqual({ path: 'docs/a.md', line: 10, endLine: 14 });
  });

  it('keeps colons inside the path', () => {
    expect(parseSource('C:/work/a.md:7')).toEqual({ path: 'C:/work/a.md', line: 7 });
  });

  it('reads nothing from a source without a line', () => {
    expect(parseSource('src/cache.ts')).toBeNull();
  });
});

describe('the citation checks owed', () => {
  const records = [
    { id: 'E1', source: 'src/cache.ts:3', quote: 'ttl', status: 'unchecked' },
    { id: 'E2', source: 'src/cache.ts:4-6', quote: 'evict', status: 'verified' },
    { id: 'E3', source: 'nowhere', quote: 'x', status: 'unchecked' },
    { id: 'E4', source: 'src/a.ts:1', status: 'unchecked' },
    { id: 'E5', source: 'docs/a.md:2-3', quote: 'slab', status: 'unchecked' },
  ];

  it('are those of records awaiting a check that quote a readable source', () => {
    expect(citationChecks(records, (r) => r.status === 'unchecked')).toEqual([
      { evidence: 'E1', path: 'src/cache.ts', line: 3, quote: 'ttl' },
      { evidence: 'E5', path: 'docs/a.md', line: 2, endLine: 3, quote: 'slab' },
    ]);
  });
});

describe('a citation result', () => {
  it('reads a result without detail as having none', () => {
    expect(citationChecked.parse({ evidence: 'E1', result: 'match' })).toEqual({ evidence: 'E1', result: 'match', detail: '' });
  });

  it('refuses a result the runner never gives', () => {
    expect(citationChecked.safeParse({ evidence: 'E1', result: 'perhaps' }).success).toBe(false);
  });
});
