import { useSyncExternalStore } from 'react';
import type { SessionController, Snapshot } from '../../src/session/session-controller.js';

export function useSnapshot(controller: SessionController): Snapshot {
  return useSyncExternalStore(controller.subscribe, controller.snapshot);
}
