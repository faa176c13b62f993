// When a task's failure count may start again (seed 003, "Staleness Reset Logic"): the task
// succeeded; the person says to start fresh or try a different approach; or the context changed
// significantly (new information, something fixed or updated, a goal refined). Not by time passing
// alone, a rephrased request, or frustration without new information. A reset asked for with no
// reason is the person saying "start fresh".

export type ResetVerdict = { reset: true; kind: 'fresh' | 'context'; why: string } | { reset: false; why: string };

const FRESH =
  /\b(start(ing)? (fresh|over|again)|fresh start|from scratch|clean slate|(try|trying|use|take) (a |an )?(different|new|other) (approach|way|tack)|different approach|ignore (the )?(previous|earlier|past|old) (attempts?|tries|failures?))\b/i;
const CHANGED =
  /\b((i|we|someone|they)( have|'ve)? (now )?(fixed|updated|upgraded|installed|changed|added|removed|replaced|migrated|configured|reconfigured|rolled back|reverted|restarted|rebuilt|patched|merged|set up)|(was|were|has been|have been|got) (fixed|updated|upgraded|installed|changed|replaced|migrated|patched|restarted)|new (information|info|details?|requirements?|context|version|logs?|error|constraint)|(environment|setup|config(uration)?|dependency|dependencies|version|requirements?|goal|scope|task) (changed|has changed|is different|evolved)|(goal|task|request) (is now|now is)|refined|turns out|found out|it appears that|the cause (is|was))\b/i;
const CHANGED_FIRST =
  /^\s*(fixed|updated|upgraded|installed|changed|added|removed|replaced|migrated|reverted|patched|restarted|rebuilt)\b/i;
const TIME_ONLY =
  /\b(been (a|one|two|\d+) (day|days|hours?|weeks?)|(a|one) day (later|has passed)|24 ?h(ours)?|(yesterday|overnight|a while ago|some time ago|hours ago|days ago)|time has passed|after (a|some) (while|time))\b/i;
const REPHRASED =
  /\b(rephras\w*|reword\w*|same (task|thing|request|problem),? (again|differently|reworded)|put (it )?differently|in other words)\b/i;
const FRUSTRATED =
  /(\b(still (broken|failing|not working|fails)|just (do|try|make) it|why (is|does|won'?t)|come on|ugh+|argh+|this is (annoying|ridiculous|frustrating)|please work|again\?*)\b|!{2,}|\?{2,})/i;

export function resetVerdict(reason: string | undefined): ResetVerdict {
  const said = reason?.trim() ?? '';
  if (said === '') return { reset: true, kind: 'fresh', why: 'a reset asked for without a reason: start fresh' };
  if (FRESH.test(said)) return { reset: true, kind: 'fresh', why: 'the person starts fresh' };
  if (CHANGED.test(said) || CHANGED_FIRST.test(said)) return { reset: true, kind: 'context', why: 'the context changed significantly' };
  if (TIME_ONLY.test(said)) return { reset: false, why: 'time passing alone resets nothing (24 hours is a guideline): say what changed' };
  if (REPHRASED.test(said)) return { reset: false, why: 'a rephrased request is the same task: say what changed' };
  if (FRUSTRATED.test(said)) return { reset: false, why: 'frustration without new information resets nothing: say what changed' };
  if (said.split(/\s+/).length < 3)
    return { reset: false, why: 'the reason does not say what changed: start fresh without one, or say what is new' };
  return { reset: true, kind: 'context', why: 'the person gives information the attempts did not have' };
}
