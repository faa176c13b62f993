// Where the debate stands in one sentence (the exit taken, or the round and who still dissents, and
// the position's version), the experts side by side with the position's versions as the spotlight,
// and the verdict words explained for the help screen.
import { table } from '../kit/markdown.js';
import type { Headline, LegendEntry, Spotlight } from '../types.js';
import { experts } from './experts.js';
import { ANGLES } from './persona-text.js';
import { type ConsensusState, openDissents, position, type PositionItem } from './state.js';

const OWED: Record<string, string> = {
  personas: 'writes the personas',
  confirm: 'confirm their personas',
  open: 'states the opening position',
  challenge: 'challenge the position',
  address: 'addresses the minor points',
  confront: 'answers the dissents',
  rebut: 'rebut the answers',
  assumptions: 'state their assumptions',
};

const rounds = (n: number) => `${n} round${n === 1 ? '' : 's'}`;

function versionText(v: PositionItem | undefined): string {
  return v ? `position v${v.version}${v.confidence ? ` (${v.confidence})` : ''}` : 'no position yet';
}

export function headline(s: ConsensusState): Headline {
  const v = position(s);
  const dissenting = experts(s).filter((e) => e.status === 'dissent');
  const who = dissenting.map((e) => `the ${e.label} (${e.verdict})`).join(' and ');
  if (s.ended && s.pending.length === 0) {
    switch (s.ended.kind) {
      case 'consensus':
        return { text: `Consensus after ${rounds(s.ended.round)}: every expert accepts ${versionText(v)}.`, tone: 'good' };
      case 'tradeoff':
        return {
          text: `Trade-off after ${rounds(s.ended.round)}: ${who ? `${who} still ${dissenting.length === 1 ? 'dissents' : 'dissent'}` : 'no dissent resolved'}; ${versionText(v)}.`,
          tone: 'warning',
        };
      case 'aborted':
        return { text: `Aborted: ${s.ended.detail}.`, tone: 'warning' };
    }
  }
  const next = s.pending[0];
  const owes = next ? ` Next: the ${next.seat === 'proposer' ? 'proposer' : 'experts'} ${OWED[next.purpose] ?? next.purpose}.` : '';
  const open = openDissents(s).length;
  const where = s.round === 0 ? 'Before round 1' : `${s.phase}, round ${s.round} of ${s.bound}`;
  const state = who ? `${who} ${dissenting.length === 1 ? 'dissents' : 'dissent'}` : open ? `${open} dissents open` : 'no dissent open';
  return { text: `${where}: ${state}; ${versionText(v)}.${owes}`, tone: 'neutral' };
}

export function spotlight(s: ConsensusState): Spotlight | undefined {
  const all = experts(s);
  if (all.length === 0 || s.phase === 'PERSONAS') return undefined;
  const panel = table(
    ['Expert', 'Perspective', 'Latest verdict', 'Strongest point'],
    all.map((e) => [e.label, e.perspective, e.verdict, e.strongest]),
  );
  const versions = Array.from({ length: s.version }, (_, i) => position(s, i + 1)!);
  if (versions.length === 0) return { title: 'The experts', markdown: panel };
  const history = table(
    ['Version', 'What changed and why'],
    versions.map((v) => [
      `v${v.version}${v.confidence ? ` ${v.confidence}` : ''}${v.version === s.version ? ' · current' : ''}`,
      v.version === 1
        ? 'the opening position'
        : v.changes.map((c) => `${ANGLES[c.perspective].label}: ${c.text}`).join('; ') || 'no reason given',
    ]),
  );
  return { title: 'The experts and the position', markdown: `${panel}\n\n${history}` };
}

export const LEGEND: LegendEntry[] = [
  { mark: 'agree / partial / disagree', meaning: "an expert's verdict on the position in a challenge round" },
  { mark: 'minor / strong', meaning: 'how strong its objection is: a strong one, or any disagree, needs confrontation' },
  { mark: 'hollow', meaning: 'an agreement that does not engage its own angle: counted as partial (the skepticism rule)' },
  {
    mark: 'ACCEPT / PARTIAL / REJECT',
    meaning: "the proposer's answer to a dissent: take it, take part of it, or refuse it with a reason",
  },
  { mark: 'ACCEPT / MAINTAIN / ESCALATE', meaning: "an expert's rebuttal to that answer: satisfied, still objecting, or objecting harder" },
  { mark: 'dissent', meaning: 'an objection the proposer must answer, open until the expert accepts or the person decides' },
  { mark: 'HIGH / MED / LOW', meaning: "the proposer's confidence in a position version" },
  { mark: 'current / superseded', meaning: 'the position version in force, or one a later version replaced' },
  { mark: 'CONSENSUS / TRADEOFF', meaning: 'every dissent resolved, or the rounds ran out with one open: the trade-off is documented' },
];
