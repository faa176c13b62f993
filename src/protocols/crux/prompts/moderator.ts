// A seated moderator's prompt (an agent or the person; otherwise the engine's templates speak):
// frame the crux when DISCOVERY ended without one, or intervene after a failed lock — clarify what
// is missing, and from the second failure reframe the question strictly YES or NO, from the third
// draft falsifiers for those still without one.
import { join, listSection } from '../../kit/prompt-sections.js';
import type { Prompt } from '../../types.js';
import { clarifyingPrompts } from '../moderator.js';
import type { CruxState } from '../state.js';
import { moderatorFormat } from './format.js';
import { falsifiersSection, positionsSection, questionSection, steelmenSection, threadSection, topClaimsSection } from './sections.js';

export function moderatorPrompt(state: CruxState): Prompt {
  const due = state.due;
  const attempt = due?.kind === 'lock' ? due.attempt : 0;
  const last = state.locks.at(-1);
  const task =
    due?.kind === 'frame'
      ? "## Your task\nDISCOVERY ended without a crux question anyone could answer YES or NO. Read the thread and frame one: the question the debaters' disagreement turns on. Add a short message telling them what CRUX_LOCK asks of them."
      : [
          `## Your task\nLock attempt ${attempt} failed. Tell the debaters plainly what is missing and who owes it.`,
          attempt >= 2
            ? 'This is the second failure or later: restate the crux question so it can only be answered YES or NO (UNCERTAIN will no longer count).'
            : '',
          attempt >= 3
            ? 'This is the third failure or later: draft a falsifier (metric, threshold, deadline) for each debater still without one, from what they said; they will accept or amend it.'
            : '',
        ]
          .filter(Boolean)
          .join('\n');
  const criteria =
    last && due?.kind === 'lock'
      ? listSection(
          `Lock attempt ${last.n}`,
          last.criteria.map((c) => `${c.met ? 'met' : 'UNMET'}: ${c.label} (${c.detail})`),
        )
      : '';
  const asks = listSection(
    'What each debater owes, by the rules',
    Object.entries(clarifyingPrompts(state)).map(([seat, lines]) => `${seat}: ${lines.join('; ')}`),
  );
  return {
    full: join(
      '# Crux debate: you are the moderator',
      questionSection(state),
      task,
      criteria,
      asks,
      topClaimsSection(state),
      positionsSection(state),
      steelmenSection(state),
      falsifiersSection(state),
      threadSection(state),
      moderatorFormat(due?.kind === 'frame' || attempt >= 2, attempt >= 3),
    ),
  };
}
