// Drivers for the persuasion protocol's tests: a dialogue played in memory through the harness's
// Walk (parse, then move.accepted / move.rejected, as the runner does), with short ways to say a
// seat's moves, and a player that answers any due turn with plausible moves for random walks.
import { freshDetermination } from '../../src/protocols/persuasion/analysis.js';
import { persuasion } from '../../src/protocols/persuasion/index.js';
import { owedWhys, type PersuasionState } from '../../src/protocols/persuasion/state.js';
import { dueTurn } from '../../src/protocols/kit/turns.js';
import type { Notice, Plan } from '../../src/protocols/types.js';
import { Walk } from '../harness/walk.js';

export class Dialogue {
  readonly walk: Walk;

  constructor(
    config: Record<string, unknown> = {},
    seats: Record<string, { kind: string }> = { pro: { kind: 'script' }, opp: { kind: 'script' }, mod: { kind: 'script' } },
  ) {
    this.walk = Walk.configured(persuasion, { question: 'Should we adopt an ORM?', gather: 'none', ...config, seats });
    this.prepare();
  }

  get state(): PersuasionState {
    return this.walk.state as PersuasionState;
  }

  plan(): Plan {
    this.prepare();
    return persuasion.plan(this.state);
  }

  private prepare(): void {
    const plan = persuasion.plan(this.state);
    if (plan.kind === 'prepare') this.walk.prepare(plan);
  }

  /** The seat answers with these moves (objects, serialised), through parse. */
  say(seat: string, ...moves: unknown[]): Notice[] {
    return this.text(seat, JSON.stringify(seat === 'mod' ? (moves[0] ?? {}) : { moves }));
  }

  text(seat: string, text: string): Notice[] {
    this.prepare();
    return this.walk.answer(seat, text);
  }

  human(kind: string, input: Parameters<Walk['human']>[1]): Notice[] {
    return this.walk.human(kind, input);
  }

  /** The seat's answer could not be read (an agent that failed to answer at all keeps its turn due). */
  fail(seat: string): Notice[] {
    return this.walk.record('move.rejected', { seat, problem: 'no JSON object found in the answer' }, seat);
  }

  /** The seat whose turn it is, and why. */
  due(): string {
    const t = this.state.pending[0];
    return t ? `${t.seat}:${t.purpose}` : 'none';
  }

  prompt(seat: string): string {
    const plan = this.plan();
    if (plan.kind === 'ask') return plan.requests.find((r) => r.seat === seat)?.prompt.full ?? '';
    if (plan.kind === 'await-human' && plan.seat === seat) return plan.prompt.full;
    return '';
  }

  types(): string[] {
    return this.walk.notices().map((n) => n.type);
  }

  /** Plays the opening: PRO's thesis (with evidence unless told otherwise), OPP's counter-thesis. */
  open(options: { thesisEvidence?: string[]; counter?: boolean } = {}): void {
    this.say('pro', claim('We should adopt the ORM', { evidence: options.thesisEvidence ?? ['docs/orm.md: it generates types'] }));
    if (options.counter === false) this.say('opp', { act: 'why', reply: 'P1', statement: 'A1' });
    else
      this.say('opp', claim('We should keep hand-written SQL', { reply: 'P1', against: 'A1', evidence: ['bench.md: raw SQL is faster'] }));
    this.say('mod', { rulings: [] });
  }

  /**
   * After `open()`, plays a round of argumentation where every why is answered in time: P2 asks why
   * A2, O2 gives A3 for it, P3 asks why A3, O3 gives A4 for it. The moderator's review is due next.
   */
  argueRound(reasons: [string, string] = ['Raw SQL skips the mapping layer', 'It is measured']): void {
    this.say('pro', why('O1', 'A2'));
    this.say('opp', since('P2', 'A2', [reasons[0]]));
    this.say('pro', why('O2', 'A3'));
    this.say('opp', since('P3', 'A3', [reasons[1]]));
  }
}

export const claim = (statement: string, extra: Record<string, unknown> = {}) => ({ act: 'claim', statement, ...extra });
export const why = (reply: string, statement: string) => ({ act: 'why', reply, statement });
export const since = (reply: string, statement: string, reasons: string[], extra: Record<string, unknown> = {}) => ({
  act: 'since',
  reply,
  statement,
  reasons,
  ...extra,
});
export const concede = (reply: string, statement: string) => ({ act: 'concede', reply, statement });
export const retract = (reply: string | undefined, statement: string) => ({ act: 'retract', ...(reply ? { reply } : {}), statement });
export const final = (argument = 'My final position.') => ({ act: 'final', argument });

/** Plausible moves for whoever is due, varied by `n`: what random walks answer with. */
export function player(state: PersuasionState, seat: string, n: number): string {
  const turn = dueTurn(state, seat);
  if (!turn) return '{"moves": []}';
  if (seat === 'mod') return JSON.stringify(moderator(state, turn.purpose, n));
  const side = seat as 'pro' | 'opp';
  const otherSide = side === 'pro' ? 'opp' : 'pro';
  const moves: unknown[] = [];
  for (const w of owedWhys(state, side))
    moves.push(
      n % 4 === 0
        ? retract(w.id, w.statement!)
        : since(w.id, w.statement!, [`reason ${n} for ${w.statement}`, ...(n % 3 === 0 ? ['A1'] : [])], { evidence: n % 2 ? ['K1'] : [] }),
    );
  if (turn.purpose === 'open' && side === 'pro')
    return JSON.stringify({ moves: [claim(`thesis ${n}`, { evidence: n % 3 ? [`source ${n}`] : [] })] });
  if (turn.purpose === 'close')
    return JSON.stringify({
      moves: [...moves, ...(n % 5 === 0 ? [retract(undefined, state.stores[side][0] ?? 'A1')] : []), final(`final ${n}`)],
    });
  const theirs = state.moveOrder
    .map((id) => state.moves[id]!)
    .filter((m) => m.side === otherSide && (m.act === 'claim' || m.act === 'since'));
  const target = theirs[n % Math.max(1, theirs.length)];
  if (target) {
    const claimed = [target.statement!, ...(target.reasons ?? [])].filter((s) => state.stores[otherSide].includes(s));
    const statement = claimed[n % Math.max(1, claimed.length)] ?? target.statement!;
    switch (n % 6) {
      case 0:
        moves.push(why(target.id, statement));
        break;
      case 1:
        moves.push(
          claim(`against ${statement} (${n})`, { reply: target.id, against: statement, attack: 'rebut', evidence: n % 4 ? ['K1'] : [] }),
        );
        break;
      case 2:
        moves.push(
          claim(`undercut of ${target.statement} (${n})`, {
            reply: target.id,
            against: target.statement,
            attack: 'undercut',
            evidence: [`src ${n}`],
          }),
        );
        break;
      case 3:
        moves.push(concede(target.id, statement));
        break;
      default:
        moves.push(why(target.id, statement), claim(`you always pick wrong ${n}`, { reply: target.id, against: statement }));
    }
  }
  return JSON.stringify({ moves });
}

function moderator(state: PersuasionState, purpose: string, n: number): unknown {
  switch (purpose) {
    case 'gather':
      return { facts: [{ fact: `fact ${n}`, source: `file${n}.md:1` }, `another fact ${n}`] };
    case 'review': {
      const attack = state.statementOrder.find((id) => state.statements[id]!.attack);
      const weak = state.statementOrder.find((id) => !Object.values(state.thesis).includes(id) && !state.statements[id]!.struck);
      const rulings = [
        ...(attack && n % 3 === 0
          ? [
              {
                type: 'reclassify',
                statement: attack,
                attack: state.statements[attack]!.attack!.type === 'rebut' ? 'undercut' : 'rebut',
                reason: 'it breaks the step',
              },
            ]
          : []),
        ...(weak && n % 3 === 1 ? [{ type: 'strike', statement: weak, rule: 'steel-man', reason: 'too weak' }] : []),
        ...(n % 3 === 2 && state.moveOrder[0] ? [{ type: 'flag', item: state.moveOrder[0], rule: 'evidence', note: 'cite a source' }] : []),
      ];
      return { rulings };
    }
    case 'judge': {
      const due = freshDetermination(state);
      const loser = due.winner === 'pro' ? 'opp' : 'pro';
      return {
        verdict: {
          winner: n % 7 === 0 ? loser : due.winner,
          answers: { survivors: 's', stronger: 's', unaddressed: 'u', concessions: 'c', commitments: 'c' },
          rationale: `${state.thesis.pro ?? 'A1'} decides it`,
          strongest: due.survivors[due.winner].slice(0, 2),
          validPoints: due.survivors[loser].slice(0, 1).map((id) => ({ id, why: 'it holds' })),
          consensus: 'do both',
          revisit: ['new data'],
          bias: 'weighed',
        },
      };
    }
    default:
      return {};
  }
}
