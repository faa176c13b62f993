// Big event data lives in raw/, like every other big text: an event whose data is larger than
// BIG_DATA_BYTES as JSON (a person's 10 MB move, an agent's long answer parsed into moves) is stored
// as `{"$data": ref}`, the data's JSON being the raw text `ref`, so session.json and its journal
// stay small. Reading a session puts the data back; the key cannot come from anywhere else (an
// event's top-level data keys are the platform's, never an agent's or a person's).
import { StoreError } from './errors.js';
import { isRawRef } from './raw-store.js';
import type { StoredEvent } from './schema.js';

export const BIG_DATA_BYTES = 64 * 1024;
const KEY = '$data';

/** The ref of a raw text holding the event's data, when the event is stored that way. */
export function dataRefOf(event: StoredEvent): string | undefined {
  const keys = Object.keys(event.data);
  const ref = event.data[KEY];
  return keys.length === 1 && isRawRef(ref) ? ref : undefined;
}

/** The event as it is written: its data in raw/ when big. */
export async function storedForm(event: StoredEvent, putRaw: (text: string) => Promise<string>): Promise<StoredEvent> {
  const json = JSON.stringify(event.data);
  if (Buffer.byteLength(json) <= BIG_DATA_BYTES) return event;
  return { ...event, data: { [KEY]: await putRaw(json) } };
}

/** The event as it is read: its data back from raw/ when it was stored there. */
export async function resolvedForm(event: StoredEvent, readRaw: (ref: string) => Promise<string>): Promise<StoredEvent> {
  const ref = dataRefOf(event);
  if (!ref) return event;
  let text: string;
  try {
    text = await readRaw(ref);
  } catch (error) {
    throw new StoreError(
      'corrupt',
      `event ${event.seq} (${event.type}) keeps its data in raw/${ref}.txt, which cannot be read: ${(error as Error).message}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new StoreError('corrupt', `event ${event.seq} (${event.type}) keeps its data in raw/${ref}.txt, which holds no JSON object`);
  return { ...event, data: data as Record<string, unknown> };
}
