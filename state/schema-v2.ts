// Version 2 of the session document: agon wrote it before an event's data could be kept in raw/
// (`{"$data": ref}`, version 3). Its shape is version 3's to the letter (only what event data may
// hold differs, which no schema states), so it is read with version 3's schema; the version
// number tells an older agon to open a version 3 document read-only. Read through migrations.ts;
// never written again. When schema.ts changes shape, freeze this file as a copy of today's shape.
import * as z from 'zod';
import { sessionDocSchema } from './schema.js';

export const sessionDocSchemaV2 = sessionDocSchema.extend({ schemaVersion: z.literal(2) });

export type SessionDocV2 = z.infer<typeof sessionDocSchemaV2>;
