// What quitting the workbench prints: the resume command as this agon was started, so it runs as
// printed (from a checkout after `npm install`, no global `agon` exists).
import { describe, expect, it } from 'vitest';
import { resumeCommand, savedLine } from '../../src/cli/resume-command.js';

const ID = '003-redis-or-memcached';
const checkout = { cwd: '/home/me/agon', script: '/home/me/agon/dist/src/cli/main.js' };

describe('the line quitting prints', () => {
  it('says where the session is saved and how to resume it', () => {
    expect(savedLine(ID, { ...checkout, env: { npm_lifecycle_event: 'start' } })).toBe(
      'Saved as 003-redis-or-memcached; resume with `npm start -- resume 003`.',
    );
  });

  it('resumes with npm start when agon was opened with npm start', () => {
    expect(resumeCommand(ID, { ...checkout, env: { npm_lifecycle_event: 'start', npm_command: 'run-script' } })).toBe(
      'npm start -- resume 003',
    );
  });

  it('resumes with npx agon when agon was started with npx', () => {
    expect(resumeCommand(ID, { ...checkout, env: { npm_command: 'exec' } })).toBe('npx agon resume 003');
  });

  it('resumes with agon when a global agon was run', () => {
    expect(resumeCommand(ID, { cwd: '/tmp', script: '/usr/local/bin/agon', env: {} })).toBe('agon resume 003');
  });

  it('resumes with node and the script when node ran it directly', () => {
    expect(resumeCommand(ID, { ...checkout, env: {} })).toBe('node dist/src/cli/main.js resume 003');
    expect(resumeCommand(ID, { ...checkout, cwd: '/elsewhere', env: {} })).toBe('node /home/me/agon/dist/src/cli/main.js resume 003');
  });

  it('names the sessions folder again when one was given on the command line', () => {
    expect(resumeCommand(ID, { ...checkout, env: { npm_command: 'exec' }, sessionsDir: '/data/my debates' })).toBe(
      "npx agon resume 003 --sessions-dir '/data/my debates'",
    );
  });
});
