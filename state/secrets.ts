// `config` never holds a secret. The rule is deliberately simple: a key whose name contains one of
// the words key, apikey, token, secret, password, passwd, passphrase or credential(s) (split at
// '_', '-', '.', spaces and camelCase, any case) may only hold the NAME of an environment variable
// (`OPENAI_API_KEY`: capitals, digits and '_'), a boolean, null, or an object/array that is
// checked the same way. So `key_env: "OPENAI_API_KEY"` passes and `api_key: "sk-…"` is refused.
// `tokens`, `maxTokens` and the like are other words and pass.

const SECRET_WORDS = new Set(['key', 'apikey', 'token', 'secret', 'password', 'passwd', 'passphrase', 'credential', 'credentials']);
const ENV_NAME = /^[A-Z_][A-Z0-9_]*$/;

function isSecretName(key: string): boolean {
  return key.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).some((word) => SECRET_WORDS.has(word.toLowerCase()));
}

/** The path of the first value that looks like a secret (`config.seats.a.api_key`), if any. */
export function findSecret(value: unknown, at = 'config'): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findSecret(item, `${at}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = `${at}.${key}`;
    if (item && typeof item === 'object') {
      const found = findSecret(item, here);
      if (found) return found;
    } else if (isSecretName(key) && !(typeof item === 'boolean' || item === null || (typeof item === 'string' && ENV_NAME.test(item)))) {
      return here;
    }
  }
  return undefined;
}
