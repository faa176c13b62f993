// The session folder as the seed's workspace: context.md (the question, the seats, the personas)
// and rounds/rNNN_<seat>.md, each seat's answers of a round (round 0: the personas and the persona
// checks). transcript.md, seats/<seat>/ with each persona file, and session.json are the platform's.
import type { DerivedFile } from '../types.js';
import { agentOf, CHALLENGERS, SEATS, seatLabel } from './config.js';
import { ANGLES } from './persona-text.js';
import type { ConsensusState, Item } from './state.js';

export function files(s: ConsensusState): DerivedFile[] {
  return [{ path: 'context.md', text: context(s) }, ...roundFiles(s)];
}

function context(s: ConsensusState): string {
  return [
    `# ${s.config.question}`,
    '',
    `- domain: ${s.domain}`,
    `- rounds: at most ${s.bound}; challengers needed: ${s.config.minChallengers}`,
    `- personas: ${s.personasFrom === 'proposer' ? 'written by the proposer' : 'from the templates'}${s.config.skipPersonaCheck ? '; persona check skipped' : ''}`,
    '',
    '## Seats',
    '',
    ...SEATS.map(
      (seat) =>
        `- ${seatLabel(seat)}: ${agentOf(s.config, seat)}${seat !== 'proposer' && s.challengers[seat].status !== 'active' ? ` (${s.challengers[seat].status}${s.challengers[seat].reason ? `: ${s.challengers[seat].reason}` : ''})` : ''}`,
    ),
    '',
    ...CHALLENGERS.filter((seat) => s.challengers[seat].status !== 'unseated').flatMap((seat) => [
      `## ${ANGLES[seat].label}'s persona`,
      '',
      s.personas[seat].text,
      '',
    ]),
  ].join('\n');
}

const pad = (n: number) => String(n).padStart(3, '0');

function roundFiles(s: ConsensusState): DerivedFile[] {
  const byFile = new Map<string, string[]>();
  const add = (round: number, seat: string, text: string) => {
    const path = `rounds/r${pad(round)}_${seat}.md`;
    byFile.set(path, [...(byFile.get(path) ?? [`# Round ${round}: ${seatLabel(seat)}`, '']), text, '']);
  };
  if (s.personasFrom === 'proposer' && s.phase !== 'PERSONAS') {
    add(
      0,
      'proposer',
      [
        '## Personas',
        '',
        ...CHALLENGERS.map((seat) => `- ${ANGLES[seat].label}: ${s.personas[seat].title} — ${s.personas[seat].focus.join('; ')}`),
      ].join('\n'),
    );
  }
  for (const seat of CHALLENGERS) {
    const c = s.challengers[seat];
    if (c.check === 'confirmed' || (c.check === 'failed' && c.status === 'dropped'))
      add(
        0,
        seat,
        `## Persona check\n\n${c.check === 'confirmed' ? `Confirmed: ${c.confirmed ?? ''}` : `Not confirmed: ${c.reason ?? ''}`}`,
      );
  }
  for (const id of s.order) {
    const item = s.items[id]!;
    add(item.round, author(item), render(item));
  }
  return [...byFile].map(([path, lines]) => ({ path, text: `${lines.join('\n').trimEnd()}\n` }));
}

function author(item: Item): string {
  if (item.kind === 'position') return 'proposer';
  if (item.kind === 'response') return item.by === 'person' ? 'person' : 'proposer';
  return item.seat;
}

function render(item: Item): string {
  const points = (ps: { aspect: string; point: string }[]) => ps.map((p) => `- ${p.aspect ? `**${p.aspect}:** ` : ''}${p.point}`);
  switch (item.kind) {
    case 'position':
      return [
        `## Position v${item.version}${item.confidence ? ` (confidence ${item.confidence})` : ''}`,
        '',
        item.text,
        ...(item.reasoning ? ['', `Reasoning: ${item.reasoning}`] : []),
        ...item.weaknesses.map((w) => `- weakness: ${w}`),
        ...item.assumptions.map((a) => `- assumption: ${a}`),
        ...item.changes.map((c) => `- changed because ${ANGLES[c.perspective].label} found ${c.text}`),
      ].join('\n');
    case 'verdict':
      return [
        `## ${item.id}: ${item.verdict}${item.verdict === 'agree' ? '' : ` (${item.strength})`} on v${item.judged}`,
        '',
        item.summary,
        ...points(item.points),
        ...(item.hollow ? ['', `Skepticism: ${item.hollow}.`] : []),
      ].join('\n');
    case 'response':
      return `## ${item.id} on ${item.dissent} (${ANGLES[item.seat].label}): ${item.decision ?? 'no decision'}\n\n${item.reason}${item.change && item.change !== item.reason ? `\n\nChanges: ${item.change}` : ''}`;
    case 'rebuttal':
      return [`## ${item.id}: ${item.response ?? 'unreadable'} on v${item.judged}`, '', item.reason, ...points(item.points)].join('\n');
    case 'statement':
      return [
        `## ${item.id}: why, and the assumptions`,
        '',
        item.why,
        ...(item.wouldChange ? ['', `Would change if: ${item.wouldChange}`] : []),
        ...item.assumptions.map((a) => `- ${a.perspective ? `(${ANGLES[a.perspective].label}) ` : ''}${a.text}`),
      ].join('\n');
  }
}
