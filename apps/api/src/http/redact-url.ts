// Query values that must never reach a log: e-mail links carry tokens, payment returns carry signatures.
const SECRET_PARAM = /token|passw|secret|signature|otp|^code$|api_?key|access_?key/i;

/** The URL as it may be logged: secret query values replaced with "[redacted]". */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}` : url;
}
