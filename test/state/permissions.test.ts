// Sessions hold what agents and people said: directories are 0700 and files 0600.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../state/index.js';
import { event, input, meta, mode, tempDir } from './fixtures.js';

describe('permissions', () => {
  it('creates the sessions directory and every directory in a session 0700', async () => {
    const dir = path.join(await tempDir(), 'sessions');
    const session = await new SessionStore(dir).create(input());
    await session.putRaw('raw');
    const seat = await session.seatDir('consultee');

    const modes = await Promise.all([dir, session.dir, path.join(session.dir, 'raw'), path.join(session.dir, 'seats'), seat].map(mode));

    expect(modes).toEqual([0o700, 0o700, 0o700, 0o700, 0o700]);
    await session.close();
  });

  it('creates every file in a session 0600', async () => {
    const session = await new SessionStore(await tempDir()).create(input());
    const ref = await session.putRaw('raw');
    await session.append([event()], meta());
    await session.writeTranscript('# transcript');

    const files = ['session.json', 'lock', `raw/${ref}.txt`, 'transcript.md'].map((name) => path.join(session.dir, name));

    expect(await Promise.all(files.map(mode))).toEqual([0o600, 0o600, 0o600, 0o600]);
    await session.close();
  });
});
