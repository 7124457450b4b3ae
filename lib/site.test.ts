import { revealDelay, shouldReveal, REVEAL_OFFSET_PX } from './reveal';
import { hoverOpenDelay, MENU_HOVER_OPEN_MS } from './menuTiming';
import {
  validateFeedback,
  firstInvalidField,
  FEEDBACK_MESSAGES as M,
  postJson,
  feedbackPayload,
  isValidEmail,
  FEEDBACK_MAX,
} from './feedback';

import { NEWSLETTER_MESSAGES } from './messages';
describe('scroll reveal', () => {
  it('steps delays by 100 ms, modulo 500 for sections and 400 for cards', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => revealDelay(i, 'section'))).toEqual([0, 100, 200, 300, 400, 0, 100]);
    expect([0, 1, 2, 3, 4, 5].map((i) => revealDelay(i, 'card'))).toEqual([0, 100, 200, 300, 0, 100]);
  });
  it('reveals when the top is within 100 px of the viewport bottom', () => {
    expect(REVEAL_OFFSET_PX).toBe(100);
    expect(shouldReveal(700, 800)).toBe(true);
    expect(shouldReveal(701, 800)).toBe(false);
  });
});

describe('menu timing', () => {
  it('opens after 200 ms, or at once within 300 ms of another menu closing', () => {
    expect(MENU_HOVER_OPEN_MS).toBe(200);
    expect(hoverOpenDelay(null, 1000)).toBe(200);
    expect(hoverOpenDelay(1000, 1299)).toBe(0);
    expect(hoverOpenDelay(1000, 1300)).toBe(200);
  });
});

describe('feedback validation', () => {
  const ok = { name: 'Al', email: 'al@school.org', feedback: '0123456789' };
  it('accepts the minimums exactly', () => {
    expect(validateFeedback(ok)).toEqual({});
  });
  it('rejects one character short of each minimum with the exact message', () => {
    expect(validateFeedback({ ...ok, name: 'A' }).name).toBe(M.nameShort);
    expect(validateFeedback({ ...ok, feedback: '012345678' }).feedback).toBe(M.feedbackShort);
  });
  it('counts characters after trimming spaces', () => {
    expect(validateFeedback({ ...ok, name: ' A ' }).name).toBe(M.nameShort);
  });
  it.each(['plainaddress', 'a@b', 'a b@c.org', '@school.org', 'al@school.'])('rejects the email %s', (email) => {
    expect(validateFeedback({ ...ok, email }).email).toBe(M.emailInvalid);
    expect(isValidEmail(email)).toBe(false);
  });
  it('says Required for empty fields', () => {
    expect(validateFeedback({ name: '', email: '', feedback: '' })).toEqual({
      name: M.required,
      email: M.required,
      feedback: M.required,
    });
  });
  it('rejects a huge text with a clear message', () => {
    expect(validateFeedback({ ...ok, feedback: 'x'.repeat(FEEDBACK_MAX + 1) }).feedback).toMatch(/at most/);
  });
  it('finds the first invalid field in form order', () => {
    expect(firstInvalidField({ feedback: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({})).toBeNull();
  });
});

describe('feedback request', () => {
  it('POSTs trimmed JSON with JSON headers and reports ok', async () => {
    const calls: unknown[] = [];
    const fetchImpl = async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      calls.push({ url, ...init, body: JSON.parse(init.body) });
      return { ok: true };
    };
    const sent = await postJson('https://forms.example/f', feedbackPayload({ name: ' Al ', email: 'al@x.org', feedback: 'Hello there!' }), fetchImpl);
    expect(sent).toBe(true);
    expect(calls).toEqual([
      {
        url: 'https://forms.example/f',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: { name: 'Al', email: 'al@x.org', feedback: 'Hello there!' },
      },
    ]);
  });
  it('fails on a non-ok answer, a network error, or no endpoint', async () => {
    expect(await postJson('u', {}, async () => ({ ok: false }))).toBe(false);
    expect(await postJson('u', {}, async () => { throw new TypeError('Failed to fetch'); })).toBe(false);
    expect(await postJson('', {}, async () => ({ ok: true }))).toBe(false);
  });
});

describe('feedback name: the one name rule', () => {
  const ok = { name: 'Ada', email: 'ada@school.org', feedback: 'Long enough feedback.' };
  it('sends the name without bidi controls or zero-width spaces, keeping ZWJ, cut at a grapheme', () => {
    const sent = feedbackPayload({ ...ok, name: '\u202Eeve\u200B Lovelace\u0007 👩\u200D💻' });
    expect(sent.name).toBe('eve Lovelace 👩\u200D💻');
    expect(feedbackPayload({ ...ok, name: 'é'.repeat(150) }).name).toBe('é'.repeat(100));
  });
  it('validates the name as it will be sent: invisible characters do not count', () => {
    expect(validateFeedback({ ...ok, name: '\u200B\u200B\u202E' }).name).toBe(M.required);
    expect(validateFeedback({ ...ok, name: 'A\u200B\u200B' }).name).toBe(M.nameShort);
    expect(validateFeedback({ ...ok, name: '👩\u200D💻👩\u200D💻' }).name).toBeUndefined();
  });
});

describe('newsletter notices (docs/site.md)', () => {
  it("keep the titles and say what happened", () => {
    expect(NEWSLETTER_MESSAGES).toEqual({
      subscribedTitle: 'Success!',
      subscribedBody: "You're subscribed.",
      failedTitle: 'Error',
      failedBody: 'Could not subscribe. Please try again.',
    });
  });
});
