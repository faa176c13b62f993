// What a finished turn leads to: the next debater in the round, or the stage's gate. DISCOVERY
// opens on a binary question once its minimum is reached; CRUX_LOCK attempts the lock at each
// round's end once its minimum is reached, and when its budget is spent; EVIDENCE closes once its
// minimum is reached and every falsifier has evidence. A spent budget forces the stage, and so does
// a whole round without a message. Every stage change closes a step unit (`agon step`).
import { append, nextId, notify } from '../kit/draft.js';
import { moderatorSeated, type Stage, type WorkStage } from './config.js';
import { type Ctx, post } from './context.js';
import { lockCriteria, lockHolds } from './crux-lock.js';
import { crystallize } from './crystallize.js';
import { completeFraming, completeIntervention } from './moderator.js';
import { requiredPairs } from './steelman-tracker.js';
import { debaterTurn, declaredFalsifiers, markOf } from './state.js';

export function afterDebaterTurn(d: Ctx, seat: string): void {
  const { debaters, budgets } = d.d.config;
  const roundEnded = debaters.indexOf(seat) === debaters.length - 1;
  const stalled = roundEnded && d.d.roundPosted === 0;
  if (roundEnded) d.d.roundPosted = 0;
  // The rotation goes on across stages; a gate below may put the moderator first, or end it.
  d.d.pending = [debaterTurn(debaters[(debaters.indexOf(seat) + 1) % debaters.length]!)];
  const stage = d.d.stage;
  if (stage === 'CONVERGED') return;
  const used = d.d.used[stage];
  const { min, max } = budgets[stage];
  switch (stage) {
    case 'DISCOVERY':
      if (d.d.question && used >= min) return enterStage(d, 'CRUX_LOCK', `a binary question is on the table after ${used} messages`);
      if (used >= max || stalled)
        return frameQuestion(
          d,
          used >= max ? `its budget of ${max} messages is spent without a binary question` : 'a whole round passed without a message',
        );
      return;
    case 'CRUX_LOCK':
      if ((roundEnded && used >= min) || (used >= max && !d.d.budgetAttempted) || stalled) {
        if (used >= max) d.d.budgetAttempted = true;
        attemptLock(d);
      }
      return;
    case 'EVIDENCE': {
      const open = declaredFalsifiers(d.d).filter((f) => f.evidence.length === 0);
      if (used >= min && open.length === 0) return enterStage(d, 'CONVERGED', `every falsifier has evidence after ${used} messages`);
      if (used >= max || stalled)
        return enterStage(
          d,
          'CONVERGED',
          used >= max ? `its budget of ${max} messages is spent` : 'a whole round passed without a message',
        );
      return;
    }
  }
}

export function enterStage(d: Ctx, stage: Stage, why: string): void {
  const from = d.d.stage as WorkStage;
  notify(d, 'stage_transition', `${from} → ${stage}: ${why}.`);
  d.closed = { unit: 'stage', label: `stage ${from}` };
  d.d.stage = stage;
  d.d.roundPosted = 0;
  if (stage !== 'CONVERGED') return;
  d.d.pending = [];
  const crux = crystallize(d.d);
  d.d.ended = {
    reason: crux.validated
      ? 'the crux is crystallized and validated'
      : `the crux is crystallized but not validated (${crux.failures.join('; ')})`,
    failed: false,
  };
  notify(
    d,
    'debate_complete',
    `The crux${crux.validated ? '' : ' (not validated)'}: ${crux.question ?? 'none'} — ${Object.entries(crux.positions)
      .map(([seat, p]) => `${seat} ${p.side ?? '—'}`)
      .join(', ')}.`,
    { item: 'CRUX' },
  );
}

/** DISCOVERY ends without a binary question: the moderator frames one (a seated one is asked first). */
function frameQuestion(d: Ctx, why: string): void {
  if (moderatorSeated(d.d.config)) {
    d.d.due = { kind: 'frame' };
    d.d.pending.unshift({ seat: 'moderator', purpose: 'frame' });
    notify(d, 'moderator_intervened', `DISCOVERY ends: ${why}; the moderator frames the crux question.`);
    return;
  }
  completeFraming(d, [], why);
  enterStage(d, 'CRUX_LOCK', why);
}

/** Checks the four criteria; the lock holds and EVIDENCE begins, or the moderator intervenes. */
function attemptLock(d: Ctx): void {
  const criteria = lockCriteria(d.d);
  const ok = lockHolds(criteria);
  const n = d.d.locks.length + 1;
  const id = nextId(d, 'K');
  const met = criteria.filter((c) => c.met).length;
  append(d, 'locks', { id, n, messages: d.d.used.CRUX_LOCK, criteria, ok, mark: markOf(d.d), seq: d.seq });
  const unmet = criteria.filter((c) => !c.met).map((c) => `${c.label} (${c.detail})`);
  const outcome = `${met} of 4 criteria met${ok ? ' — the crux is locked' : `; unmet: ${unmet.join('; ')}`}`;
  post(d, 'engine', 'LOCK', `Lock attempt ${n}: ${outcome}`, { item: id, counted: false, words: outcome });
  notify(d, 'lock_attempted', `Lock attempt ${n}: ${criteria.map((c) => `${c.met ? '✓' : '✗'} ${c.label}`).join(' · ')}.`, { item: id });
  if (ok) {
    const question = d.d.question!.text;
    d.d.locked = {
      question,
      attempt: n,
      commitments: Object.fromEntries(
        Object.values(d.d.commitments).map((c) => [
          c.seat,
          { side: c.side, confidence: c.confidence, topClaimFlips: c.topClaimFlips ?? null },
        ]),
      ),
      steelmen: requiredPairs(d.d).map((p) => ({ by: p.by, of: p.of, steelman: p.latest!.id })),
      falsifiers: declaredFalsifiers(d.d).map((f) => f.id),
    };
    notify(d, 'lock_succeeded', `The crux is locked at attempt ${n}: ${question}`, { item: id });
    return enterStage(d, 'EVIDENCE', `the crux is locked (attempt ${n})`);
  }
  notify(d, 'lock_failed', `Lock attempt ${n} failed: ${unmet.join('; ')}.`, { item: id, level: 'warning' });
  if (n >= d.d.config.lockAttempts) return endDebate(d, `no crux could be locked in ${n} attempts`, false);
  if (moderatorSeated(d.d.config)) {
    d.d.due = { kind: 'lock', attempt: n };
    d.d.pending.unshift({ seat: 'moderator', purpose: 'intervene' });
    return;
  }
  completeIntervention(d, n, []);
}

export function endDebate(d: Ctx, reason: string, failed: boolean): void {
  d.d.pending = [];
  delete d.d.due;
  d.d.ended = { reason, failed };
  notify(d, 'debate_complete', `The debate ends without a crux: ${reason}.`, {
    item: 'CRUX',
    ...(failed ? { level: 'warning' as const } : {}),
  });
}
