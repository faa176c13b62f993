// Declarations: plain data the CLI, `agon --help`, the TUI's form and validation are generated
// from, readable without loading an engine.
import type { AnyProtocol } from '../types.js';
import type { CommandDecl } from './commands.js';
import type { ActionCommand } from './plans.js';

export interface SeatDecl {
  /** The seat's name in `--seat NAME=KIND` and in events (lower-case letters, digits, -). */
  name: string;
  label: string;
  /** One line: what the seat does. */
  description: string;
  /** A debate cannot start without an agent (or the person) in this seat. */
  required: boolean;
  /** Who plays an optional seat nobody was assigned to: the person, nobody, or the engine itself. */
  whenAbsent: 'person' | 'nobody' | 'engine';
  /** Several seats of this kind, named `NAME-1`, `NAME-2`, … (e.g. a crux debate's debaters). */
  repeat?: { min: number; max: number };
  /** The persona an agent in this seat reads (its CLI's context file, or in front of its prompt). */
  persona: string;
  /**
   * Agent kinds to seat here by default, in order. When the command line, the config file and the
   * TUI's form leave the seat empty, the first kind usable on this machine sits there (a CLI found
   * on PATH; `human` always) and the person is told; with none usable the seat stays empty, and
   * `whenAbsent` (or the protocol's own rule) decides.
   */
  defaultKinds?: readonly string[];
  /**
   * A seat nobody was assigned to takes the agent of this other seat (the same kind and model, its
   * own working folder and session): a required seat is then filled when that one is.
   */
  inherits?: string;
}

interface OptionBase {
  /** The key in the session config (`maxRounds`). */
  key: string;
  /** The command-line flag without dashes (`max-rounds`). */
  flag: string;
  help: string;
  /** Offered in the TUI's new-session form. */
  form?: boolean;
  /**
   * The option means something only when another option (declared before it) has one of these
   * values, its default counting when it is not given: the form does not ask it otherwise.
   */
  appliesWhen?: { option: string; is: readonly string[] };
}

export type OptionDecl =
  | (OptionBase & { type: 'integer' | 'number'; min?: number; max?: number; default?: number })
  | (OptionBase & { type: 'boolean'; default?: boolean })
  | (OptionBase & { type: 'choice'; choices: readonly { value: string; label: string }[]; default?: string })
  | (OptionBase & { type: 'string'; default?: string; placeholder?: string });

/** A notice type the protocol emits, documented so the `--json` stream can be read per protocol. */
export interface NoticeDecl {
  type: string;
  description: string;
}

/** What describes a protocol without loading its engine. */
export interface ProtocolInfo {
  id: string;
  title: string;
  /** One line for lists and help. */
  description: string;
  seats: readonly SeatDecl[];
  options: readonly OptionDecl[];
  notices: readonly NoticeDecl[];
  /** The question of the bundled demo (`agon demo <id>`), for the start screen. */
  demoQuestion: string;
  /**
   * The commands of every human action it may offer, at any point of a debate (`note` and `undo`
   * come with every protocol): a front end offers no key for a command outside them, and says so.
   * Absent, a front end knows only what is offered now.
   */
  humanCommands?: readonly ActionCommand[];
  /** Top-level commands the protocol gives other programs (`agon gate`), with their logic in the engine. */
  commands?: readonly CommandDecl[];
}

/** A registry entry: the declaration, and the engine loaded on demand. */
export interface ProtocolDeclaration extends ProtocolInfo {
  load(): Promise<AnyProtocol>;
}
