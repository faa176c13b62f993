// Answers as models write them, through the built CLI (issue 10): near-JSON after a checklist is
// read and the repair recorded, a defense written with the wrong field goes back to the seat
// instead of counting as missed, and every raw answer, the one sent back too, stays in raw/.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Workspace } from '../helpers/cli.js';

type Event = { seq: number; type: string; data: Record<string, unknown> };

const CONSULTEE = [
  // Round 1: a checklist first, then bare near-JSON with trailing commas.
  '- [ ] persistence\n- [x] eviction\n\n{"moves": [\n  {"type": "point", "claim": "Redis suits sessions: they survive a restart", "kind": "value",},\n],}',
  // Round 2: a defense with the wrong field name (sent back), then the same defense written right.
  'My defense:\n```json\n{"moves": [{"type": "Defend", "challenge_id": "C1", "reasoning": "deploys restart the cache"}]}\n```',
  '```json\n{"moves": [{"type": "Defend", "challenge_id": "C1", "argument": "Deploys restart the cache, and users then log in again"}]}\n```',
  // Round 3: nothing more to say, and nothing is owed.
  '{"moves": []}',
];
const ORCHESTRATOR = [
  JSON.stringify({ moves: [{ type: 'assess', point: 'P1', scope: 'in', verdict: 'REJECT', objection: 'sessions need no persistence' }] }),
  JSON.stringify({ moves: [{ type: 'rule', challenge: 'C1', ruling: 'accepted', reason: 're-logins after deploys are a real cost' }] }),
];

let ws: Workspace;
let id: string;
let events: Event[];
let code: number;

beforeAll(async () => {
  ws = await Workspace.create();
  const script = await ws.write('answers.json', { bySeat: { consultee: CONSULTEE, orchestrator: ORCHESTRATOR } });
  const result = await ws.run([
    'run',
    '--question',
    'Redis or Memcached for our session cache?',
    '--mode',
    'minimal',
    '--json',
    '--seat',
    `orchestrator=script:file=${script}`,
    '--seat',
    `consultee=script:file=${script}`,
  ]);
  code = result.code;
  id = String(result.lines.at(-1)?.session);
  events = (await ws.doc(id)).events;
});

const consulteeTurns = () =>
  events.filter((e) => (e.type === 'move.accepted' || e.type === 'move.rejected') && e.data.seat === 'consultee');

describe('answers as models write them, through the built CLI', () => {
  it('reads near-JSON after a checklist and records the repair in move.accepted', () => {
    expect(code).toBe(0);
    const first = consulteeTurns()[0]!;
    expect(first.type).toBe('move.accepted');
    expect(first.data.moves).toEqual([
      { type: 'point', claim: 'Redis suits sessions: they survive a restart', kind: 'value', evidence: [] },
    ]);
    expect(first.data.repairs).toEqual([expect.stringContaining('trailing comma')]);
  });

  it('sends a defense with a wrong field back to the seat, naming the field and the shape, instead of dismissing the point', async () => {
    const [, rejected, retried] = consulteeTurns();
    expect(rejected).toMatchObject({ type: 'move.rejected' });
    expect(String(rejected!.data.problem)).toContain(
      '"argument" is missing (expected string); it also has "reasoning", which defend does not take',
    );
    expect(retried).toMatchObject({ type: 'move.accepted', data: { moves: [{ type: 'defend', challenge: 'C1' }] } });
    const report = await readFile(join(ws.sessions, id, 'transcript.md'), 'utf8');
    expect(report).toMatch(/## Agreed \(1\)[\s\S]*Redis suits sessions/);
    expect(report).not.toMatch(/## Dismissed \(1\)/);
  });

  it('keeps the raw text of every answer in raw/, the one sent back included', async () => {
    const refs = events.filter((e) => e.type === 'agent.responded' && e.data.seat === 'consultee').map((e) => String(e.data.rawRef));
    const stored = await Promise.all(refs.map((ref) => readFile(join(ws.sessions, id, 'raw', `${ref}.txt`), 'utf8')));
    expect(stored).toEqual(CONSULTEE);
  });
});
