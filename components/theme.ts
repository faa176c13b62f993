// Semantic colour tokens. Components name what a thing is (an authoritative entry, a warning), never
// a colour. NO_COLOR turns every token off; every status is also written as text.
import type { Tone } from '../src/protocols/types.js';

export interface Theme {
  text?: string;
  dim: boolean;
  accent?: string;
  border?: string;
  borderFocus?: string;
  ok?: string;
  warn?: string;
  error?: string;
  /** Rendered Markdown: headings, code (inline and blocks), links and the bar of a block quote. */
  heading?: string;
  code?: string;
  link?: string;
  quote?: string;
  tone: Record<Tone, string | undefined>;
}

const COLOUR: Theme = {
  text: undefined,
  dim: true,
  accent: 'cyan',
  border: 'gray',
  borderFocus: 'cyan',
  ok: 'green',
  warn: 'yellow',
  error: 'red',
  heading: 'cyan',
  code: 'yellow',
  link: 'blue',
  quote: 'gray',
  tone: { authoritative: 'magenta', supported: 'green', claimed: 'yellow', revised: 'blue', withdrawn: 'gray', neutral: undefined },
};

const MONO: Theme = {
  dim: false,
  tone: {
    authoritative: undefined,
    supported: undefined,
    claimed: undefined,
    revised: undefined,
    withdrawn: undefined,
    neutral: undefined,
  },
};

export function themeFor(env: NodeJS.ProcessEnv = process.env): Theme {
  return env.NO_COLOR !== undefined && env.NO_COLOR !== '' ? MONO : COLOUR;
}
