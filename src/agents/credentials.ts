// What this agon process was given as credentials, so that each is redacted by value wherever text
// is written or shown: the variables openai seats read their key from (`key_env`, whatever they are
// called) and the credentials a base URL carried (`user:pw@`, `?api_key=`). A session records a base
// without its credentials; the whole one is kept here, in memory, for this run only.
import type { SeatSpec } from '../../state/schema.js';
import { type Redactor, redactorFor, splitUrlCredentials } from './redact.js';

export class CredentialRegistry {
  readonly #env: NodeJS.ProcessEnv;
  readonly #names = new Set<string>();
  readonly #values = new Set<string>();
  /** Whole base URLs by the form a session records. */
  readonly #bases = new Map<string, string>();
  #redactor?: Redactor;

  constructor(env: NodeJS.ProcessEnv) {
    this.#env = env;
  }

  /** A seat spec as the session records it: its base without credentials (kept here for this run). */
  recordable(spec: SeatSpec): SeatSpec {
    this.learn({ seat: spec });
    if (typeof spec.base !== 'string') return spec;
    const { shown, secrets } = splitUrlCredentials(spec.base);
    if (secrets.length === 0) return spec;
    this.#bases.set(shown, spec.base);
    for (const value of secrets) this.#values.add(value);
    this.#redactor = undefined;
    return { ...spec, base: shown };
  }

  /** Takes note of the variables a session's seats read their keys from. */
  learn(seats: Record<string, SeatSpec>): void {
    for (const spec of Object.values(seats)) {
      if (typeof spec.key_env === 'string' && !this.#names.has(spec.key_env)) {
        this.#names.add(spec.key_env);
        this.#redactor = undefined;
      }
    }
  }

  /** The spec an agent is built from: with the whole base when this run was given one. */
  usable(spec: SeatSpec): SeatSpec {
    const whole = typeof spec.base === 'string' ? this.#bases.get(spec.base) : undefined;
    return whole ? { ...spec, base: whole } : spec;
  }

  readonly redact: Redactor = (text) => {
    this.#redactor ??= redactorFor(this.#env, { names: this.#names, values: this.#values });
    return this.#redactor(text);
  };
}

const registries = new WeakMap<NodeJS.ProcessEnv, CredentialRegistry>();

/** The one registry for an environment (the process's own, in practice). */
export function credentialsOf(env: NodeJS.ProcessEnv): CredentialRegistry {
  let registry = registries.get(env);
  if (!registry) {
    registry = new CredentialRegistry(env);
    registries.set(env, registry);
  }
  return registry;
}
