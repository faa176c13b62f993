// The session store: what the CLI wires in. See DESIGN.md, "The session on disk".
export { type Codec, DurableFile, type DurableWriteOptions, type FileData, readFileNoFollow, writeFileDurably } from './durable-file.js';
export { StoreError, type StoreErrorCode } from './errors.js';
export { isSessionId, MAX_ID_LENGTH, parseSeatName, parseSessionId, sessionId, slugify } from './ids.js';
export { LOCK_FILE, type LockInfo, recordAgents } from './lock.js';
export { type AnySessionDoc, anySessionDocSchema, migrate } from './migrations.js';
export { DEFAULT_SESSIONS_DIR, resolveSessionsDir } from './paths.js';
export { capRaw, isRawRef, RAW_CAP_BYTES, RAW_DIR } from './raw-store.js';
export * from './schema.js';
export { findSecret } from './secrets.js';
export { type AppendOptions, derivedPathProblem, type NewStoredEvent, type OpenSession, SEATS_DIR, TRANSCRIPT_FILE } from './session.js';
export { decodeSession, NewerVersionError, SESSION_FILE, sessionCodec } from './session-file.js';
export { type CreateInput, type SessionListing, SessionStore } from './store.js';
export { DEFAULT_MEMORY_DIR, MemoryFolder, resolveMemoryDir } from './memory-store.js';
