// reduce(state, event): the only way a dialectic changes, on the kit's reducer scaffold (human
// actions checked and undoable, preparation, malformed events ignored). What is its own: the turns
// in order (advocate, critic, for each round, then the synthesis), the resolution, the memory the
// session was created with, each answer's tokens and any over-long answer.
import { EVENT, PLATFORM_EVENTS, platformEventType } from '../contract/platform-events.js';
import { applyNote } from '../kit/common-actions.js';
import { append, type Draft, insert, notify } from '../kit/draft.js';
import { type NoticePlace, roundPlace } from '../kit/notices.js';
import { quote } from '../kit/quote.js';
import { receiveAnswer } from '../kit/receive-answer.js';
import { readEvent, reducer } from '../kit/reducer.js';
import { applyTurnEvent, TURN_EVENTS } from '../kit/turn-events.js';
import { failTurn, problemHeadline } from '../kit/turns.js';
import type { DebateEvent, HumanInput, Reduction, RefusedMove } from '../types.js';
import { checkHuman, RESOLUTION_ITEM } from './actions.js';
import { errorFingerprint } from './fingerprint.js';
import { decisionOf } from './decision.js';
import { taskHistory } from './history.js';
import type { Move } from './moves.js';
import { MOVE_RULES } from './parse.js';
import { FAILURES, METRICS } from './records.js';
import { describeAnswer, describeResolution } from './words.js';
import { type DialecticState, roundsOf, SEATS, type Turn } from './state.js';

type Ctx = Draft<DialecticState>;

function place(state: DialecticState): NoticePlace {
  return state.pending[0]?.purpose === 'synthesize' || state.resolution ? { section: 'Synthesis', mark: 'syn' } : roundPlace(state.round);
}

const kitReduce = reducer<DialecticState>({
  shape: { records: ['answers'], lists: ['order', 'overLimit'], shared: ['config', 'memory'] },
  place,
  sealsUndo: [...TURN_EVENTS, EVENT.agentResponded, EVENT.memoryLoaded, EVENT.memorySaved],
  dispatch(ctx, event) {
    switch (platformEventType(event)) {
      case EVENT.memoryLoaded:
        return loadMemory(ctx, event);
      case EVENT.memorySaved:
        if (ctx.d.resolution) ctx.d.saved = ctx.d.resolution.resolution;
        return;
      case EVENT.agentResponded:
        return readResponse(ctx, event);
      default:
        return applyTurnEvent(ctx, event, { answer, failure });
    }
  },
  checkHuman,
  applyHuman,
});

/** The kit's reduce; a resolution made or overruled by the event takes the event's time (the daily log's clock). */
export function reduce(state: DialecticState, event: DebateEvent): Reduction<DialecticState> {
  const reduction = kitReduce(state, event);
  const made = reduction.state.resolution;
  if (!made || made === state.resolution || made.seq !== event.seq || typeof event.at !== 'string' || Number.isNaN(Date.parse(event.at)))
    return reduction;
  return { ...reduction, state: { ...reduction.state, resolution: { ...made, at: event.at } } };
}

function loadMemory(ctx: Ctx, event: DebateEvent): void {
  const data = readEvent(ctx, event, PLATFORM_EVENTS[EVENT.memoryLoaded]);
  if (!data) return;
  const lines = (file: string) => data.records.filter((r) => r.file === file).map((r) => r.line);
  const history = taskHistory(lines(FAILURES), ctx.d.config.taskId, event.at);
  const patterns = lines(METRICS).flatMap((l) =>
    l.task_id === ctx.d.config.taskId && typeof l.pattern === 'string' && l.pattern ? [errorFingerprint(l.pattern)] : [],
  );
  ctx.d.memory = { history: history.entries, patterns, loadedAt: event.at };
  if (history.entries.length === 0) return;
  const stale = history.current.filter((a) => a.stale).length;
  notify(
    ctx,
    'history.loaded',
    `This task has ${history.current.length} failure(s) since its last reset${stale ? `, ${stale} of them stale (over 24 h old)` : ''}, and ${history.entries.length} line(s) of history in all.`,
  );
}

// Built once: a schema made inside the reducer would be built again for every event replayed.
const RESPONSE_USAGE = PLATFORM_EVENTS[EVENT.agentResponded].pick({ seat: true, tokens: true, overLimit: true });

function readResponse(ctx: Ctx, event: DebateEvent): void {
  const data = RESPONSE_USAGE.safeParse(event.data);
  if (!data.success) return;
  if (data.data.tokens) ctx.d.tokens += data.data.tokens.total;
  const over = data.data.overLimit;
  if (!over) return;
  const estimated = over.estimated ?? false;
  append(ctx, 'overLimit', { seat: data.data.seat, limit: over.outputTokens, measured: over.measured, estimated, seq: event.seq });
  notify(
    ctx,
    'answer.over-limit',
    `The ${data.data.seat}'s answer ran to ${estimated ? 'about ' : ''}${over.measured} tokens, over its limit of ${over.outputTokens}; it is kept whole.`,
    { seat: data.data.seat, level: 'warning' },
  );
}

function answer(ctx: Ctx, seat: string, moves: unknown[], refused: RefusedMove<unknown>[]): void {
  const attempts = ctx.d.attempts[seat] ?? 0;
  let used = false;
  const turn = receiveAnswer(ctx, seat, { moves, refused }, MOVE_RULES, (move) => {
    record(ctx, seat, move as Move);
    used = true;
  });
  if (!turn) return;
  if (!used) {
    // Nothing in the answer could be used: the turn is asked again, once, like an unreadable answer.
    ctx.d.pending.unshift(turn);
    ctx.d.attempts[seat] = attempts;
    return failure(ctx, seat, 'the answer held no usable move');
  }
  ctx.closed = { unit: 'turn', label: `the ${seat}${turn.purpose === 'synthesize' ? '' : ` (round ${ctx.d.round})`}` };
  next(ctx, turn);
}

/** Records a seat's answer under its id: A1 the advocate in round 1, K1 the critic, S the synthesis. */
function record(ctx: Ctx, seat: string, move: Move): void {
  const id = seat === 'synthesis' ? 'S' : `${seat === 'advocate' ? 'A' : 'K'}${ctx.d.round}`;
  insert(ctx, 'answers', id, { id, seat, round: ctx.d.round, move, seq: ctx.seq });
  append(ctx, 'order', id);
  notify(
    ctx,
    `${seat}.answered`,
    `${seat === 'synthesis' ? 'Synthesis' : seat === 'advocate' ? 'Advocate' : 'Critic'}: ${describeAnswer(move)}`,
    { seat, item: id },
  );
}

function next(ctx: Ctx, turn: Turn): void {
  switch (turn.purpose) {
    case 'argue':
      ctx.d.pending.push({ seat: 'critic', purpose: 'critique' });
      return;
    case 'critique':
      if (ctx.d.round < roundsOf(ctx.d)) {
        notify(ctx, 'round.closed', `Round ${ctx.d.round} closes; the advocate answers the critic.`);
        ctx.d.round += 1;
        ctx.d.pending.push({ seat: 'advocate', purpose: 'argue' });
      } else ctx.d.pending.push({ seat: 'synthesis', purpose: 'synthesize' });
      return;
    case 'synthesize':
      return resolve(ctx);
  }
}

function resolve(ctx: Ctx): void {
  const made = decisionOf(ctx.d);
  const proposed = ctx.d.answers.S?.move;
  const differs = proposed?.type === 'synthesize' && proposed.resolution !== made.resolution ? proposed.resolution : undefined;
  ctx.d.resolution = { ...made, ...(differs ? { proposed: differs } : {}), seq: ctx.seq };
  if (made.decidedBy !== 'synthesis' && made.decidedBy !== 'synthesis-unavailable') {
    notify(
      ctx,
      'rule.applied',
      `Rule ${made.decidedBy} decides ${made.resolution}${differs ? ` (the synthesis proposed ${differs})` : ''}.`,
      { item: RESOLUTION_ITEM },
    );
  }
  notify(ctx, 'debate.resolved', describeResolution(ctx.d.resolution), { item: RESOLUTION_ITEM });
}

function failure(ctx: Ctx, seat: string, problem: string): void {
  failTurn(ctx, seat, problem, () => {
    // Without the synthesis the rules still decide (or the debate escalates); without either side there is no debate.
    if (seat === 'synthesis') return resolve(ctx);
    ctx.d.failed = `the ${seat} gave no usable answer after one retry (${problemHeadline(problem)})`;
    ctx.d.pending = [];
    notify(ctx, 'debate.failed', `The debate ends without a resolution: ${ctx.d.failed}.`, { level: 'warning' });
  });
}

function applyHuman(ctx: Ctx, kind: string, input: HumanInput): void {
  if (kind === 'note') return applyNote(ctx, input, SEATS);
  if (kind !== 'overrule' || !ctx.d.resolution || !input.value) return;
  const from = ctx.d.resolution.resolution;
  const to = input.value as NonNullable<DialecticState['resolution']>['resolution'];
  const lines = (input.text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  ctx.d.resolution = {
    resolution: to,
    rationale: `The person overruled ${from}: ${input.reason ?? ''}`.trim(),
    modifications: to === 'MODIFY' ? lines : [],
    nextApproach: to === 'RETRY' || to === 'PIVOT' ? lines.join(' ') : '',
    escalateTo: to === 'ESCALATE' ? 'human' : '',
    ...(to === 'MODIFY' || to === 'RETRY' ? { nextAttemptLimit: 1 } : {}),
    decidedBy: 'person',
    proposed: from,
    reason: input.reason ?? '',
    seq: ctx.seq,
  };
  notify(ctx, 'resolution.overruled', `The person overrules ${from} with ${to}: ${quote(input.reason ?? '')}`, { item: RESOLUTION_ITEM });
}
