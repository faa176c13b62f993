import type { Loaded } from './session.js';
import { failure } from './exit.js';

/** Commands that change a session refuse a read-only one (newer format) with its reason. */
export async function requireWritable(loaded: Loaded): Promise<void> {
  if (!loaded.open.readOnly) return;
  await loaded.open.close();
  throw failure(`session ${loaded.open.id} is read-only: ${loaded.open.readOnlyReason ?? 'it cannot be changed'}`);
}
