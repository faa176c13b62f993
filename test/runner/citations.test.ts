import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCitation } from '../../src/runner/citations.js';
import { tempDir } from '../helpers/temp.js';

let root: string;
let outside: string;

beforeAll(async () => {
  root = await tempDir('agon-cite-');
  outside = await tempDir('agon-outside-');
  await mkdir(join(root, 'src'));
  await writeFile(join(root, 'src', 'cache.ts'), 'import x from "y";\nconst ttl   =  3600;\nexport default ttl;\n');
  await writeFile(join(outside, 'secret.txt'), 'the secret\n');
  await symlink(join(outside, 'secret.txt'), join(root, 'link.txt'));
});

const cite = (path: string, line: number, quote: string, endLine?: number) => ({
  evidence: 'E1',
  path,
  line,
  quote,
  ...(endLine ? { endLine } : {}),
});

describe('citation checks', () => {
  it('match when the cited line holds the quote, whitespace aside', async () => {
    expect(await checkCitation(root, cite('src/cache.ts', 2, 'const ttl = 3600;'))).toMatchObject({ result: 'match' });
  });

  it('match a quote spread over a cited range', async () => {
    expect(await checkCitation(root, cite('src/cache.ts', 2, '3600; export default', 3))).toMatchObject({ result: 'match' });
  });

  it('are a mismatch when the line says something else, and quote what it does say', async () => {
    const result = await checkCitation(root, cite('src/cache.ts', 1, 'const ttl = 3600;'));
    expect(result.result).toBe('mismatch');
    expect(result.detail).toContain('import x from');
  });

  it('are a mismatch for a line past the end of the file', async () => {
    expect(await checkCitation(root, cite('src/cache.ts', 40, 'x'))).toMatchObject({ result: 'mismatch' });
  });

  it('never read outside the project, by ../ or through a symlink', async () => {
    expect(await checkCitation(root, cite(`../${outside.split('/').pop()}/secret.txt`, 1, 'the secret'))).toMatchObject({
      result: 'unreadable',
    });
    expect(await checkCitation(root, cite('link.txt', 1, 'the secret'))).toMatchObject({ result: 'unreadable' });
    expect(await checkCitation(root, cite(join(outside, 'secret.txt'), 1, 'the secret'))).toMatchObject({ result: 'unreadable' });
  });

  it('are unreadable for a file that does not exist', async () => {
    expect(await checkCitation(root, cite('src/nope.ts', 1, 'x'))).toMatchObject({ result: 'unreadable' });
  });
});
