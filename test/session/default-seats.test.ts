// Default agent kinds a protocol declares for a seat (SeatDecl.defaultKinds): the command line fills
// a seat left empty with the first kind usable here, says so, and leaves the seat empty when none is.
import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '../../state/schema.js';
import { placedSeats } from '../../src/session/request-seats.js';
import { fillDefaultSeats, usableKinds } from '../../src/session/default-seats.js';
import type { ProtocolInfo } from '../../src/protocols/types.js';
import { FAKE_BIN } from '../fixtures/agents/support.js';

const INFO: ProtocolInfo = {
  id: 'defaults',
  title: 'defaults',
  description: 'seats with default kinds',
  seats: [
    {
      name: 'lead',
      label: 'Lead',
      description: 'leads',
      required: true,
      whenAbsent: 'person',
      persona: '# lead',
      defaultKinds: ['claude', 'human'],
    },
    {
      name: 'critic',
      label: 'Critic',
      description: 'critiques',
      required: false,
      whenAbsent: 'nobody',
      persona: '# critic',
      defaultKinds: ['gemini', 'codex'],
    },
    {
      name: 'extra',
      label: 'Extra',
      description: 'repeats',
      required: false,
      whenAbsent: 'nobody',
      persona: '# extra',
      repeat: { min: 0, max: 2 },
      defaultKinds: ['qwen'],
    },
  ],
  options: [],
  notices: [],
  demoQuestion: 'Defaults?',
};

describe('seats with default kinds', () => {
  it('are filled with the first kind usable here when left empty, and the person is told', () => {
    const seats: Record<string, SeatSpec> = {};
    const said: string[] = [];
    fillDefaultSeats(INFO, seats, { usable: (k) => k === 'codex' || k === 'human', say: (l) => said.push(l) });
    expect(seats).toEqual({ lead: { kind: 'human' }, critic: { kind: 'codex' } });
    expect(said).toEqual(['Seat lead: human (its default, usable here).', 'Seat critic: codex (its default, usable here).']);
  });

  it('stay empty when no default kind is usable, saying so and pointing to agon doctor', () => {
    const seats: Record<string, SeatSpec> = { lead: { kind: 'script', file: '/a.json' } };
    const said: string[] = [];
    fillDefaultSeats(INFO, seats, { usable: () => false, say: (l) => said.push(l) });
    expect(seats).toEqual({ lead: { kind: 'script', file: '/a.json' } });
    expect(said).toEqual(['Seat critic: none of its defaults (gemini, codex) is usable here, so it stays empty; see `agon doctor`.']);
  });

  it('never replace a seat the command line gave, and fill a required seat before it is required', () => {
    const seats = placedSeats(INFO, { critic: 'human' }, { absolutize: (s) => s, kinds: { usable: (k) => k === 'claude' } });
    expect(seats).toEqual({ critic: { kind: 'human' }, lead: { kind: 'claude' } });
    expect(() => placedSeats(INFO, {}, { absolutize: (s) => s, kinds: { usable: () => false } })).toThrow(/no agent for lead/);
  });

  it('count a CLI as usable when it is on PATH, and the person always', () => {
    const usable = usableKinds({ PATH: FAKE_BIN });
    expect(['gemini', 'codex', 'qwen', 'claude', 'human'].map(usable)).toEqual([true, true, true, true, true]);
    const bare = usableKinds({ PATH: '/nonexistent' });
    expect(['gemini', 'openai', 'script', 'human'].map(bare)).toEqual([false, false, false, true]);
  });
});
