/** Email check and the JSON POST shared by the feedback form and the newsletter box (no heavy imports). */
export const EMAIL_MAX = 254;
/** A practical address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.length <= EMAIL_MAX && EMAIL_PATTERN.test(e);
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean }>;

/**
 * POSTs JSON to the form-forwarding endpoint. Resolves true only on an ok
 * answer; a missing endpoint, a non-ok answer or a network failure give false.
 */
export async function postJson(endpoint: string, body: unknown, fetchImpl: FetchLike): Promise<boolean> {
  if (!endpoint) return false;
  try {
    const res = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return res.ok;
  } catch {
    return false;
  }
}
