// The config file's `keys` section: `{"keys": {"<binding id>": "<key>" or ["<key>", …]}}` gives a
// binding of the start and main screens other keys in place of its defaults. Unknown ids, keys agon
// cannot read, ctrl+c (it always quits) and two bindings of one screen on the same key are refused.
// Overlays, forms and text fields keep their own keys: they are not in the binding tables.
import * as z from 'zod';
import { zodProblem } from '../../src/protocols/kit/zod-problem.js';
import { BINDING_IDS, type BindingId, bindingsWith, FIXED_KEYS, type KeyBindings, SCREENS, type Screen } from './bindings.js';
import { keyProblem } from './key-syntax.js';

/** One key or a list of them; each key's problem names the key, so no index is needed in the path. */
const keyList = z
  .union([z.string(), z.array(z.string())], { error: 'must be a key ("j") or a list of keys (["j", "down"])' })
  .transform((keys) => (typeof keys === 'string' ? [keys] : keys))
  .superRefine((keys, ctx) => {
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'needs at least one key' });
    for (const key of keys) {
      const problem = keyProblem(key, FIXED_KEYS);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  });

const bindingId = z.custom<BindingId>((id) => typeof id === 'string' && (BINDING_IDS as readonly string[]).includes(id));

export const keyOverridesSchema = z
  .record(bindingId, keyList, {
    error: (issue) =>
      issue.code === 'invalid_key'
        ? 'no binding has this id (the README lists them)'
        : issue.code === 'invalid_type'
          ? 'must map binding ids to keys'
          : undefined,
  })
  .superRefine((overrides, ctx) => {
    const bindings = bindingsWith(overrides);
    for (const screen of Object.keys(SCREENS) as Screen[]) {
      const holders = new Map<string, BindingId>();
      for (const { id, keys } of bindings[screen]) {
        for (const key of keys) {
          const other = holders.get(key);
          holders.set(key, id);
          if (other === undefined) continue;
          // The refusal names the binding the person rebound, not the default it now collides with.
          const [rebound, kept] = id in overrides ? [id, other] : [other, id];
          ctx.addIssue({
            code: 'custom',
            path: [rebound],
            message: `${key} is also the key of ${kept} on ${SCREENS[screen]}; give one of them another key`,
          });
        }
      }
    }
  })
  .transform(bindingsWith);

export type KeysResult = { ok: true; bindings: KeyBindings } | { ok: false; problem: string };

/** The bindings a config file's `keys` section gives, or the first thing wrong with it, in one line. */
export function bindingsFromConfig(keys: unknown): KeysResult {
  const parsed = keyOverridesSchema.safeParse(keys ?? {});
  return parsed.success ? { ok: true, bindings: parsed.data } : { ok: false, problem: zodProblem(parsed.error, 1, ['keys']) };
}
