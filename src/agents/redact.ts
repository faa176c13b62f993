// Secrets never reach the session on disk or a screen. A secret is known by its value, not by the
// name it travels under: the exact values of secret-looking environment variables, of every
// variable an agent is given its key through (`key_env`, whatever it is called), and of the
// credentials a base URL carried are replaced by a marker, as is anything shaped like a well-known
// key. URLs lose their user info (`user:pw@`) and secret-looking query parameters (`?api_key=…`).
// A CLI that echoes its environment, an endpoint that quotes the key it refused, or a model that
// repeats a key it saw leaves no key behind.

const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH/i;
/** Query parameters that carry a credential (`api_key`, `access_token`, `sig`, `X-Amz-Signature` …). */
const SECRET_PARAM = /KEY|TOKEN|SECRET|PASS|PWD|CREDENTIAL|AUTH|SIGNATURE|^SIG$/i;
/** Secret-looking variables' shorter values are too likely to be ordinary words to replace everywhere. */
const MIN_SECRET_LENGTH = 8;
/** A value declared as a credential is replaced even when short; below this it cannot be told from text. */
const MIN_DECLARED_LENGTH = 4;

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
];
/** What each of PATTERNS starts with: a text holding none of these is spared the nine scans. */
const KEY_START = /sk-|AIza|gh[pousr]_|github_pat_|xox[abposr]-|AKIA|ASIA|hf_|eyJ/;
/** Authorization values: the scheme stays, the credential goes (a literal start keeps it fast on long texts). */
const AUTHORIZATION = /\b(Bearer\s+)[A-Za-z0-9._~+/-]{16,}=*|\b(Basic\s+)[A-Za-z0-9+/]{8,}=*/g;

/** A URL inside text: a scheme, `://`, and what a URL may hold up to a space, quote or bracket (not the punctuation that ends a sentence). */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'`<>()[\]{}]*[^\s"'`<>()[\]{}.,;:!?]/gi;

export type Redactor = (text: string) => string;

/** What a process knows to be credentials beyond the secret-looking variables of its environment. */
export interface Credentials {
  /** Variables that hold a credential whatever their name (an openai seat's `key_env`). */
  names?: Iterable<string>;
  /** Credential values given some other way (a password inside a base URL). */
  values?: Iterable<string>;
}

/** A redactor for `env`'s secret-looking variables, the declared credentials and the known key shapes. */
export function redactorFor(env: NodeJS.ProcessEnv, credentials: Credentials = {}): Redactor {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (SECRET_NAME.test(name) && typeof value === 'string' && value.length >= MIN_SECRET_LENGTH) found.set(value, name);
  }
  for (const name of credentials.names ?? []) {
    const value = env[name];
    if (typeof value === 'string' && value.length >= MIN_DECLARED_LENGTH) found.set(value, name);
  }
  for (const value of credentials.values ?? []) {
    if (value.length >= MIN_DECLARED_LENGTH && !found.has(value)) found.set(value, 'credential');
  }
  // Longest first, so a value containing another is replaced whole.
  const values = [...found].sort((a, b) => b[0].length - a[0].length);
  return (text: string) => {
    let out = withoutUrlCredentials(text);
    for (const [value, name] of values) {
      if (out.includes(value)) out = out.split(value).join(`[redacted:${name}]`);
    }
    if (KEY_START.test(out)) for (const pattern of PATTERNS) out = out.replace(pattern, '[redacted]');
    if (!out.includes('Bearer') && !out.includes('Basic')) return out;
    return out.replace(AUTHORIZATION, (_match, bearer: string | undefined, basic: string | undefined) => `${bearer ?? basic}[redacted]`);
  };
}

/** A URL's credentials: its user info and its secret-looking query parameters' values. */
export function splitUrlCredentials(url: string): { shown: string; secrets: string[] } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { shown: url, secrets: [] };
  }
  const secrets: string[] = [];
  // `https://TOKEN@host` carries its key as the user name; with a password, the password is the key.
  if (parsed.password) secrets.push(decode(parsed.password));
  else if (parsed.username) secrets.push(decode(parsed.username));
  for (const [name, value] of [...parsed.searchParams]) {
    if (SECRET_PARAM.test(name)) {
      if (value) secrets.push(value);
      parsed.searchParams.delete(name);
    }
  }
  if (secrets.length === 0) return { shown: url, secrets };
  parsed.username = '';
  parsed.password = '';
  return { shown: parsed.toString(), secrets };
}

/** Every URL in `text` without user info or secret-looking query parameters. */
export function withoutUrlCredentials(text: string): string {
  if (!text.includes('://')) return text;
  return text.replace(URL_IN_TEXT, (url) => splitUrlCredentials(url).shown);
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
