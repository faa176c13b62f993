// A protocol's derived files (Protocol.files): the session service writes them into the session
// folder as units close and beside the transcript, rewrites only those whose text changed, brings
// them back in a fork, and the store refuses any path outside the folder or of its own.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { derivedPathProblem, SessionStore } from '../../state/index.js';
import { agentPort } from '../../src/agents/port.js';
import { hostOf } from '../../src/agents/host.js';
import { declarationOf, registerProtocol } from '../../src/protocols/registry.js';
import type { AnyProtocol, ProtocolDeclaration } from '../../src/protocols/types.js';
import { SessionService } from '../../src/session/service.js';
import type { Session } from '../../src/session/session.js';
import { scratch } from '../fixtures/agents/support.js';
import { declaration } from '../fixtures/protocols/relay/declaration.js';
import { relay } from '../fixtures/protocols/relay/index.js';
import type { RelayState } from '../fixtures/protocols/relay/state.js';

/** The relay with a workspace: a summary, and one file per message. */
const withFiles: AnyProtocol = {
  ...relay,
  id: 'relay-files',
  demo: { ...relay.demo, aliases: ['relay'] },
  files: (s: RelayState) => [
    { path: 'context.md', text: `# ${s.config.question}\n${s.messages.length} messages\n` },
    ...s.messages.map((m) => ({ path: `said/${m.id}.md`, text: `${m.seat}: ${m.text}\n` })),
  ],
};
const withFilesDeclaration: ProtocolDeclaration = { ...declaration, id: 'relay-files', load: async () => withFiles };

beforeAll(() => {
  if (!declarationOf('relay-files')) registerProtocol(withFilesDeclaration);
});

const open: Session[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

async function service() {
  const dir = await scratch('agon-derived-');
  const store = new SessionStore(join(dir, 'sessions'));
  return new SessionService({ store, agents: agentPort(store, hostOf(process.env, dir)) });
}

const script = { kind: 'script', demo: 'relay' };

describe("a protocol's derived files", () => {
  it('are written into the session folder as the debate goes, each rewritten only when its text changed', async () => {
    const svc = await service();
    const session = await svc.create('relay-files', { question: 'Files?', seats: { opener: script, closer: script } });
    open.push(session);
    await session.step(1, new AbortController().signal);
    expect(await readFile(join(session.dir, 'context.md'), 'utf8')).toBe('# Files?\n2 messages\n');
    expect(await readFile(join(session.dir, 'said', 'M1.md'), 'utf8')).toBe('opener: A relay hands the word on; a debate argues.\n');
    const first = (await stat(join(session.dir, 'said', 'M1.md'))).mtimeMs;
    await session.step(1, new AbortController().signal);
    expect(await readFile(join(session.dir, 'context.md'), 'utf8')).toBe('# Files?\n3 messages\n');
    expect(await readFile(join(session.dir, 'said', 'M3.md'), 'utf8')).toContain('So a relay is not a debate.');
    expect((await stat(join(session.dir, 'said', 'M1.md'))).mtimeMs).toBe(first);
  });

  it('come back in a fork, as its events leave them', async () => {
    const svc = await service();
    const session = await svc.create('relay-files', { question: 'Forked files?', seats: { opener: script, closer: script } });
    await session.step(Infinity, new AbortController().signal);
    await session.close();
    const forked = await svc.fork(session.id, 6);
    const copy = await svc.open(forked.id, { readOnly: true });
    open.push(copy);
    expect(await readFile(join(copy.dir, 'context.md'), 'utf8')).toBe('# Forked files?\n1 messages\n');
    await expect(stat(join(copy.dir, 'said', 'M2.md'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('may not leave the session folder nor take the names the store writes itself', () => {
    for (const bad of [
      '../escape.md',
      '/etc/passwd',
      'a/../../b',
      'session.json',
      'raw/x.txt',
      'seats/opener/AGENTS.md',
      'transcript.md',
      'a/b/c/d.md',
      '.hidden',
      '',
      'rounds/',
    ]) {
      expect(derivedPathProblem(bad), bad).not.toBeNull();
    }
    for (const good of ['context.md', 'rounds/r001_architect.md', 'a/b/c.md']) expect(derivedPathProblem(good), good).toBeNull();
  });
});
