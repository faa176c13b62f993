// One new-session request (src/session/new-session-request.ts): the command line, serve's body, the
// MCP start tool's arguments and the TUI's form each map into it, so the same session is asked for
// the same way whichever front end asks, with the config file's default seats applied once; a
// problem is stated once, and each front end words it in its own terms.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostOf, type Host } from '../../src/agents/host.js';
import { formRequest } from '../../src/cli/tui.js';
import { runRequest } from '../../src/cli/commands/run.js';
import { oneLine } from '../../src/mcp/errors.js';
import { startSession } from '../../src/mcp/tools/debate.js';
import { BODY_WORDING, requestOf } from '../../src/serve/request.js';
import { SessionError } from '../../src/session/errors.js';
import { FORM_WORDING } from '../../src/session/form-wording.js';
import { newSession } from '../../src/session/new-session.js';
import { FLAG_WORDING } from '../../src/session/problems.js';
import { hostDefaults } from '../../src/session/request-defaults.js';
import { tempDir } from '../helpers/temp.js';

let dir: string;
let host: Host;

beforeAll(async () => {
  dir = await tempDir('agon-request-');
  await mkdir(join(dir, 'project'));
  await writeFile(join(dir, 'agon.config.json'), JSON.stringify({ seats: { arbiter: 'human' } }));
  // No agent CLI on PATH, so no default kind fills a seat: the config file's seats are what is seen.
  host = hostOf({ PATH: '/nonexistent', HOME: dir }, dir);
});

/** The session each front end would create from its own form of one request. */
function fromEveryFrontEnd(asked: {
  cli: string[];
  body: unknown;
  tool: Parameters<typeof startSession>[0];
  form: Parameters<typeof formRequest>[0];
}) {
  return {
    cli: newSession(runRequest(asked.cli).request, dir, hostDefaults(host)),
    serve: newSession(requestOf(asked.body), dir, hostDefaults(host)),
    mcp: startSession(asked.tool, host),
    tui: newSession(formRequest(asked.form), dir, hostDefaults(host)),
  };
}

describe('a new session asked for by every front end', () => {
  it("is the same session, with the config file's default seats in each", () => {
    const sessions = fromEveryFrontEnd({
      cli: [
        '--protocol',
        'argumentation',
        '--question',
        'Q?',
        '--seat',
        'orchestrator=script:file=a.json',
        '--seat',
        'consultee=human',
        '--max-rounds',
        '3',
        '--high-stakes',
        '--workdir',
        '.',
        '--timeout',
        '60',
        '--budget-usd',
        '2',
      ],
      body: {
        protocol: 'argumentation',
        question: 'Q?',
        seats: ['orchestrator=script:file=a.json', 'consultee=human'],
        options: { 'max-rounds': 3, highStakes: true },
        workdir: '.',
        timeout: 60,
        budgets: { usd: 2 },
      },
      tool: {
        protocol: 'argumentation',
        question: 'Q?',
        seats: { orchestrator: 'script:file=a.json', consultee: 'human' },
        options: { maxRounds: 3, highStakes: true },
        workdir: '.',
        timeoutSeconds: 60,
        budgets: { usd: 2 },
        run: false,
      },
      form: {
        protocol: 'argumentation',
        question: 'Q?',
        seats: { orchestrator: 'script:file=a.json', consultee: 'human' },
        options: { maxRounds: 3, highStakes: true },
        workdir: '.',
        timeoutSeconds: 60,
        budgets: { usd: 2 },
      },
    });
    const expected = {
      question: 'Q?',
      maxRounds: 3,
      highStakes: true,
      workdir: dir,
      seats: { orchestrator: { kind: 'script', file: join(dir, 'a.json') }, consultee: { kind: 'human' }, arbiter: { kind: 'human' } },
      timeoutSeconds: 60,
      budgets: { usd: 2 },
    };
    for (const session of Object.values(sessions)) {
      expect(session.protocol.id).toBe('argumentation');
      expect(session.config).toEqual(expected);
    }
  });

  it('numbers a repeated seat the same way, given as a list or by name', () => {
    const sessions = fromEveryFrontEnd({
      cli: ['--protocol', 'crux', '--question', 'Q?', '--seat', 'debater=human', '--seat', 'debater=script:demo=crux'],
      body: { protocol: 'crux', question: 'Q?', seats: ['debater=human', 'debater=script:demo=crux'] },
      tool: { protocol: 'crux', question: 'Q?', seats: { 'debater-1': 'human', 'debater-2': 'script:demo=crux' }, run: false },
      form: { protocol: 'crux', question: 'Q?', seats: { 'debater-1': 'human', 'debater-2': 'script:demo=crux' }, options: {} },
    });
    for (const session of Object.values(sessions))
      expect(session.config.seats).toEqual({ 'debater-1': { kind: 'human' }, 'debater-2': { kind: 'script', demo: 'crux' } });
  });
});

describe('a problem with a new-session request', () => {
  const refusal = (create: () => unknown): SessionError => {
    try {
      create();
    } catch (error) {
      if (error instanceof SessionError) return error;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('is stated once, and each front end names the field its own way', () => {
    const cli = refusal(() =>
      newSession(
        runRequest(['--max-rounds', '99', '--question', 'Q?', '--seat', 'orchestrator=human', '--seat', 'consultee=human']).request,
        dir,
        hostDefaults(host),
      ),
    );
    const body = refusal(() =>
      newSession(
        requestOf({ question: 'Q?', seats: { orchestrator: 'human', consultee: 'human' }, options: { maxRounds: 99 } }),
        dir,
        hostDefaults(host),
      ),
    );
    const tool = refusal(() =>
      startSession({ question: 'Q?', seats: { orchestrator: 'human', consultee: 'human' }, options: { maxRounds: 99 }, run: false }, host),
    );
    const form = refusal(() =>
      newSession(
        formRequest({
          protocol: 'argumentation',
          question: 'Q?',
          seats: { orchestrator: 'human', consultee: 'human' },
          options: { maxRounds: 99 },
        }),
        dir,
        hostDefaults(host),
      ),
    );
    for (const error of [cli, body, tool, form])
      expect(error.problem).toMatchObject({ code: 'out-of-range', field: { in: 'options', key: 'maxRounds' } });
    expect(cli.worded(FLAG_WORDING)).toBe('--max-rounds must be a whole number from 1 to 50, not "99"');
    expect(body.worded(BODY_WORDING)).toBe('"options.maxRounds" must be a whole number from 1 to 50, not "99"');
    expect(oneLine(tool)).toBe('options.maxRounds must be a whole number from 1 to 50, not "99"');
    expect(form.worded(FORM_WORDING)).toBe('Max rounds must be a whole number from 1 to 50, not "99"');
  });

  it("names a missing question and a bad seat in the front end's terms", () => {
    const question = refusal(() => newSession(requestOf({ seats: {} }), dir, hostDefaults(host)));
    expect(question.worded(FLAG_WORDING)).toBe('--question is required (the question to debate)');
    expect(question.worded(BODY_WORDING)).toBe('"question" is required (the question to debate)');
    expect(question.worded(FORM_WORDING)).toBe('Question is required (the question to debate)');
    const seat = refusal(() => newSession(runRequest(['--question', 'Q?', '--seat', 'consultee=gpt']).request, dir, hostDefaults(host)));
    expect(seat.worded(FLAG_WORDING)).toBe(
      'bad --seat "consultee=gpt": unknown agent kind "gpt" (known: codex, claude, gemini, qwen, openai, human, script, mcp)',
    );
    expect(seat.worded(BODY_WORDING)).toBe(
      '"seats.consultee": unknown agent kind "gpt" (known: codex, claude, gemini, qwen, openai, human, script, mcp)',
    );
  });
});
