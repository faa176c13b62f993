// Where the crux debate stands in one sentence (the stage, and what the gate waits on or what was
// found), and the legend: the move names, grades and marks its rows use.
import type { Headline, LegendEntry } from '../types.js';
import { confidence, speaker } from './context.js';
import { lockCriteria } from './crux-lock.js';
import { crystallize } from './crystallize.js';
import { type Criterion, type CruxState, declaredFalsifiers } from './state.js';

const unstop = (text: string) => text.trim().replace(/[.!?;:]+$/, '');

/** The headline on one line, whatever line breaks the agents' words held. */
export function headline(state: CruxState): Headline {
  const h = stageHeadline(state);
  return { ...h, text: h.text.replace(/\s+/g, ' ').trim() };
}

function stageHeadline(state: CruxState): Headline {
  const crux = crystallize(state);
  if (state.stage === 'CONVERGED') {
    if (!crux.validated) return { text: `Converged, but the crux is not validated: ${crux.failures.join('; ')}.`, tone: 'warning' };
    const sides = Object.entries(crux.positions)
      .map(
        ([seat, p]) =>
          `${speaker(state, seat)} says ${p.side ?? 'nothing'}${p.confidence !== null ? ` (${confidence(p.confidence)})` : ''}`,
      )
      .join(', ');
    return { text: `Converged: the crux is locked and validated — ${unstop(crux.question ?? '')}? ${sides}.`, tone: 'good' };
  }
  if (state.ended) return { text: `Ended in ${state.stage} without a crux: ${unstop(state.ended.reason)}.`, tone: 'warning' };
  const { min, max } = state.config.budgets[state.stage];
  const messages = `${state.used[state.stage]} of ${min}–${max} messages`;
  switch (state.stage) {
    case 'DISCOVERY': {
      const q = state.question;
      return {
        text: `DISCOVERY: ${q ? `${speaker(state, q.by)} proposes the crux question: ${unstop(q.text)}?` : 'no binary question yet;'} ${messages}.`,
        tone: 'neutral',
      };
    }
    case 'CRUX_LOCK': {
      const unmet = lockCriteria(state).filter((c) => !c.met);
      const wanting = unmet.length ? unmet.map(owed).join('; ') : 'all four criteria met, so the lock is attempted at the round’s end';
      return {
        text: `CRUX_LOCK: lock attempt ${state.locks.length + 1} of ${state.config.lockAttempts}; ${wanting}; ${messages}.`,
        tone: state.locks.some((l) => !l.ok) ? 'warning' : 'neutral',
      };
    }
    case 'EVIDENCE': {
      const falsifiers = declaredFalsifiers(state);
      const backed = falsifiers.filter((f) => f.evidence.length > 0).length;
      return {
        text: `EVIDENCE: the crux is locked — ${unstop(crux.question ?? '')}? Evidence on ${backed} of ${falsifiers.length} falsifiers; ${messages}.`,
        tone: 'neutral',
      };
    }
  }
}

/** An unmet lock criterion as what is still owed. */
function owed(c: Criterion): string {
  switch (c.key) {
    case 'committed':
      return `not enough commitments (${c.detail})`;
    case 'split':
      return `no YES/NO split yet (${c.detail})`;
    case 'steelmen':
      return `steelmen still wanting (${c.detail})`;
    case 'falsifiers':
      return `falsifiers ${c.detail}`;
  }
}

export const LEGEND: LegendEntry[] = [
  { mark: 'D3, L5, E2, C', meaning: 'where a message was said: DISCOVERY, CRUX_LOCK or EVIDENCE and its count there; C once converged' },
  { mark: 'TOPCLAIM', meaning: 'what a debater really argues, with its side (YES, NO, NUANCED) and confidence' },
  { mark: 'CLAIM', meaning: 'a point made in the discussion' },
  { mark: 'CHALLENGE', meaning: 'an objection to a debater, allowed only after they graded a steelman of theirs ACCURATE' },
  { mark: 'PROPOSE_QUESTION', meaning: 'a YES-or-NO question proposed as the crux (flag crux: the one in force)' },
  { mark: 'STEELMAN', meaning: "a debater's account of another's view at its strongest, graded by that other" },
  { mark: 'GRADE_STEELMAN', meaning: 'ACCURATE (it may now challenge), INCOMPLETE or WRONG (it must try again)' },
  { mark: 'COMMIT_POSITION', meaning: 'a side on the crux question (YES, NO, UNCERTAIN) with a confidence from 0 to 1' },
  { mark: 'DECLARE_FALSIFIER', meaning: 'metric, threshold and deadline that would change the debater’s mind' },
  { mark: 'PROVIDE_EVIDENCE', meaning: 'data tied to a falsifier' },
  { mark: 'CONCEDE', meaning: 'a point given up; flag cheap: its TopClaim did not change' },
  { mark: 'MODERATOR, LOCK', meaning: 'the moderator’s word, and a lock attempt on the four criteria' },
  { mark: 'CRUX', meaning: 'the crux as crystallized at the end: validated or not' },
];
