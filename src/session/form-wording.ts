// How the TUI names the parts of a request: by the titles its new-session form shows them under,
// so a refused form or seat speaks of what the person sees.
import { fieldPath, type Wording } from './problems.js';

/** `max-rounds` → "Max rounds": an option's title, from its flag. */
export function optionTitle(flag: string): string {
  const words = flag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TITLES: Record<string, string> = {
  protocol: 'Protocol',
  question: 'Question',
  workdir: 'Project folder',
  timeoutSeconds: 'Timeout per agent call',
  'budgets.tokens': 'Token budget',
  'budgets.usd': 'Cost budget',
  'budgets.seconds': 'Time budget',
};

export const FORM_WORDING: Wording = {
  field(field) {
    switch (field.in) {
      case 'options':
        return optionTitle(field.flag);
      case 'seats':
        return `The ${field.seat} seat`;
      case 'flags':
        return `--${field.name}`;
      case 'request':
      case 'budgets':
        return TITLES[fieldPath(field)]!;
    }
  },
  badSeat: (text) => `bad seat "${text}"`,
  addSeat: (seat) => `choose who sits in the ${seat} seat`,
};
