// An OpenAI-compatible endpoint's URLs. A base may carry a query (`?api-version=…`) and user info;
// paths are joined to its path, not appended to the whole string, and user info travels as a
// Basic authorization header (fetch refuses a URL that holds credentials).

export interface EndpointRequest {
  url: string;
  /** The `authorization` header the base's user info stands for, if it has any. */
  basic?: string;
}

export function endpointUrl(base: string, path: string): EndpointRequest {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  if (!url.username && !url.password) return { url: url.toString() };
  const basic = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
  url.username = '';
  url.password = '';
  return { url: url.toString(), basic };
}
