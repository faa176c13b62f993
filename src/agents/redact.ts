// Secrets never reach the session on disk: agent output is stored with the exact values of secret
// environment variables, and anything shaped like a well-known key, replaced by a marker. A CLI
// that echoes its environment, or a model that repeats a key it saw, leaves no key behind.

const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH/i;
/** Shorter values are too likely to be ordinary words or numbers to replace everywhere. */
const MIN_SECRET_LENGTH = 8;

const PATTERNS: RegExp[] = [
  /\bsk-ant-[A-Za-z0-9_-]{16,}/g,
  /\bsk-(?:proj-|svcacct-|or-v1-)?[A-Za-z0-9_-]{20,}/g,
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{30,}\b/g,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bhf_[A-Za-z0-9]{30,}\b/g,
  /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g,
  /(?<=\bBearer\s+)[A-Za-z0-9._~+/-]{16,}=*/g,
];

export interface Redactor {
  (text: string): string;
}

/** A redactor for the secret-looking variables of `env` and the known key shapes. */
export function redactorFor(env: NodeJS.ProcessEnv): Redactor {
  const values = Object.entries(env)
    .filter((entry): entry is [string, string] => SECRET_NAME.test(entry[0]) && typeof entry[1] === 'string' && entry[1].length >= MIN_SECRET_LENGTH)
    // Longest first, so a value containing another is replaced whole.
    .sort((a, b) => b[1].length - a[1].length);
  return (text: string) => {
    let out = text;
    for (const [name, value] of values) {
      if (out.includes(value)) out = out.split(value).join(`[redacted:${name}]`);
    }
    for (const pattern of PATTERNS) out = out.replace(pattern, '[redacted]');
    return out;
  };
}
