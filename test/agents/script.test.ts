import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answersFor, loadScriptFile, ScriptCursor, scriptAgent } from '../../src/agents/script.js';
import { AgentError } from '../../src/runner/types.js';
import { tempDir } from '../helpers/temp.js';

const request = (seat: string) => ({ seat, prompt: 'p', form: 'full' as const, timeoutMs: 1000, signal: new AbortController().signal });

async function file(content: string): Promise<string> {
  const dir = await tempDir('agon-script-');
  const path = join(dir, 'script.json');
  await writeFile(path, content);
  return path;
}

describe('the script agent', () => {
  it('answers in order and fails clearly when it runs out', async () => {
    const agent = scriptAgent(new ScriptCursor(['one', 'two'], 'test.json'));
    expect((await agent.ask(request('consultee'))).text).toBe('one');
    expect((await agent.ask(request('consultee'))).text).toBe('two');
    await expect(agent.ask(request('consultee'))).rejects.toThrow(/has no answer left for consultee \(it had 2\)/);
    await expect(agent.ask(request('consultee'))).rejects.toBeInstanceOf(AgentError);
  });

  it('continues where a resumed session left off', async () => {
    const agent = scriptAgent(new ScriptCursor(['one', 'two', 'three'], 'test.json', 2));
    expect((await agent.ask(request('consultee'))).text).toBe('three');
  });

  it('reads {"responses": [...]} and {"bySeat": {...}} files, JSON answers as their text', async () => {
    const shared = await loadScriptFile(await file('{"responses": ["a", {"moves": []}]}'));
    expect(shared.ok && answersFor(shared.script, 'consultee')).toEqual(['a', '{"moves":[]}']);
    const bySeat = await loadScriptFile(await file('{"bySeat": {"consultee": ["c"], "orchestrator": ["o"]}}'));
    expect(bySeat.ok && answersFor(bySeat.script, 'orchestrator')).toEqual(['o']);
  });

  it('refuses a file that is not JSON or has the wrong shape, in one line', async () => {
    const broken = await loadScriptFile(await file('{"responses": ['));
    expect(broken).toMatchObject({ ok: false });
    expect(!broken.ok && broken.problem).toMatch(/is not JSON/);
    const wrong = await loadScriptFile(await file('{"answers": []}'));
    expect(!wrong.ok && wrong.problem).toMatch(/must be \{"responses"/);
    const missing = await loadScriptFile('/nonexistent/script.json');
    expect(!missing.ok && missing.problem).toMatch(/cannot use the script file: .* does not exist/);
  });
});
