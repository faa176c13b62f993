// transcript.md: the question, a line about the session, then each event and its notices under the
// headings the notices name, then the report. The wording of the platform's event lines is theirs
// to change: these tests hold the structure, and that each line says whose it is.
import { describe, expect, it } from 'vitest';
import { Transcript } from '../../src/export/transcript.js';
import type { DebateEvent, Notice } from '../../src/protocols/types.js';

const DOC = { id: 's-1', protocol: 'crux', createdAt: '2025-01-01T00:00:00.000Z', config: { question: 'Redis or Memcached?' } };

let seq = 0;
const event = (type: string, data: Record<string, unknown> = {}, actor = 'runner'): DebateEvent => {
  seq += 1;
  return { seq, at: `2025-01-01T00:00:${String(seq % 60).padStart(2, '0')}.000Z`, actor, type, data };
};
const notice = (text: string, section?: string): Notice => ({ type: 'test.note', text, ...(section ? { section } : {}) });
/** A protocol's own event, which the transcript shows only through its notices. */
const spoke = () => event('crux.spoke', { text: 'I think so' }, 'optimist');

/** The lines between the session line and the rule before the report. */
function body(transcript: Transcript): string[] {
  const lines = transcript.render(DOC, 'REPORT').split('\n');
  return lines.slice(3, lines.lastIndexOf('---') - 1);
}

const headings = (transcript: Transcript) => body(transcript).filter((l) => l.startsWith('## '));

/** Every event the platform describes, each with a seat in its data. */
const PLATFORM = [
  event('agent.requested', { seat: 'skeptic', purpose: 'turn', bytes: 120 }),
  event('agent.responded', { seat: 'skeptic', durationMs: 1500, tokens: { total: 1234 }, costUsd: 0.0123 }),
  event('agent.failed', { seat: 'skeptic', kind: 'timeout', reason: 'no answer in 60 s' }),
  event('move.accepted', { seat: 'skeptic', moves: [{}, {}], refused: [] }),
  event('move.rejected', { seat: 'skeptic', problem: 'the answer was empty' }),
  event('seat.prepared', { seat: 'skeptic', file: 'personas/skeptic.md' }),
];

describe('Transcript', () => {
  it('renders the question as the title, a line naming the session, protocol and creation time, a rule and the report', () => {
    expect(new Transcript().render(DOC, 'The report.')).toBe(
      '# Redis or Memcached?\n\nSession s-1 · protocol crux · created 2025-01-01T00:00:00.000Z\n\n---\n\nThe report.\n',
    );
  });

  it('ends with exactly one line break, whatever the report ends with', () => {
    expect(new Transcript().render(DOC, 'The report.\n\n  \n')).toMatch(/The report\.\n$/);
    expect(new Transcript().render(DOC, '')).toMatch(/\n---\n$/);
  });

  it('writes a notice as an item nested under its event', () => {
    const transcript = new Transcript();
    transcript.add(event('run.stopped', { reason: 'budget' }), [notice('the run stopped'), notice('tokens spent')]);

    const lines = body(transcript);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^- \S/);
    expect(lines.slice(1)).toEqual(['  - the run stopped', '  - tokens spent']);
  });

  it('writes the notices of an event it does not describe, with no line for the event itself', () => {
    const transcript = new Transcript();
    transcript.add(spoke(), [notice('optimist says P1')]);

    expect(body(transcript)).toEqual(['  - optimist says P1']);
  });

  it('writes nothing for an event it does not describe that has no notices', () => {
    const transcript = new Transcript();
    transcript.add(spoke(), []);

    expect(transcript.render(DOC, 'R')).toBe(new Transcript().render(DOC, 'R'));
  });

  it('opens a section with a heading set apart by blank lines, before the event that opens it', () => {
    const transcript = new Transcript();
    transcript.add(event('agent.requested', { seat: 'skeptic' }), [notice('round one begins', 'Round 1')]);

    const lines = body(transcript);
    expect(lines.slice(0, 3)).toEqual(['', '## Round 1', '']);
    expect(lines[3]).toMatch(/^- .*skeptic/);
    expect(lines[4]).toBe('  - round one begins');
  });

  it('does not repeat the heading while the notices name the same section', () => {
    const transcript = new Transcript();
    transcript.add(spoke(), [notice('a', 'Round 1')]);
    transcript.add(spoke(), [notice('b', 'Round 1')]);

    expect(headings(transcript)).toEqual(['## Round 1']);
    expect(body(transcript).slice(3)).toEqual(['  - a', '  - b']);
  });

  it('keeps the current section through notices that name none, and opens a new one when a notice names another', () => {
    const transcript = new Transcript();
    transcript.add(spoke(), [notice('a', 'Round 1')]);
    transcript.add(spoke(), [notice('b')]);
    transcript.add(spoke(), [notice('c', 'Round 2')]);
    transcript.add(spoke(), [notice('d', 'Round 1')]);

    expect(body(transcript)).toEqual([
      '',
      '## Round 1',
      '',
      '  - a',
      '  - b',
      '',
      '## Round 2',
      '',
      '  - c',
      '',
      '## Round 1',
      '',
      '  - d',
    ]);
  });

  it('takes the heading from the first of an event’s notices that names a section', () => {
    const transcript = new Transcript();
    transcript.add(spoke(), [notice('a'), notice('b', 'Stage CRUX_LOCK'), notice('c', 'Stage VERDICT')]);

    expect(headings(transcript)).toEqual(['## Stage CRUX_LOCK']);
  });

  it('gives each event of the platform exactly one line', () => {
    const all = [
      ...PLATFORM,
      event('evidence.checked', { evidence: 'E1', result: 'found' }),
      event('session.budgets', { budgets: { usd: 2 } }),
      event('run.cancelled'),
      event('run.stopped', { reason: 'budget' }),
      event('human.paused', { reason: 'lunch' }, 'human'),
    ];
    for (const e of all) {
      const transcript = new Transcript();
      transcript.add(e, []);
      const lines = body(transcript);
      expect(lines, e.type).toHaveLength(1);
      expect(lines[0], e.type).toMatch(/^- \S.*\S$/);
    }
  });

  it('names the seat on the line of each event about a seat', () => {
    for (const e of PLATFORM) {
      const transcript = new Transcript();
      transcript.add(e, []);
      expect(body(transcript)[0], e.type).toContain('skeptic');
    }
  });

  it('puts the time of each agent call on its line', () => {
    for (const e of PLATFORM.filter((p) => p.type.startsWith('agent.'))) {
      const transcript = new Transcript();
      transcript.add(e, []);
      expect(body(transcript)[0], e.type).toContain(e.at);
    }
  });

  it('renders what has been added so far, and goes on from there', () => {
    const transcript = new Transcript();
    transcript.add(spoke(), [notice('a', 'Round 1')]);
    const first = transcript.render(DOC, 'R');
    transcript.add(spoke(), [notice('b')]);

    expect(transcript.render(DOC, 'R')).toBe(first.replace('  - a\n', '  - a\n  - b\n'));
  });
});
