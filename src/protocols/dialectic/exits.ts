// The exit codes of the dialectic's commands, by what the calling program should do next. 1, 2, 3, 4
// and 130 keep the meaning every agon command gives them.

export const EXIT_BY_RESOLUTION = { PROCEED: 0, MODIFY: 10, RETRY: 11, PIVOT: 12, ESCALATE: 13 } as const;
/** `agon reset`: the reason given is not one the reset rules accept; the count stands. */
export const EXIT_NOT_RESET = 14;

export const RESOLUTION_EXITS = [
  { code: 0, meaning: 'PROCEED: go ahead as planned (also: no debate was needed)' },
  { code: 10, meaning: 'MODIFY: go ahead with the MODIFICATIONS printed' },
  { code: 11, meaning: 'RETRY: one more attempt, with the adjustment in NEXT_APPROACH' },
  { code: 12, meaning: 'PIVOT: try the different approach in NEXT_APPROACH' },
  { code: 13, meaning: 'ESCALATE: stop and hand over to a person' },
] as const;
