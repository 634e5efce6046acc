/**
 * Account takeover paths: concurrent guesses of an SMS login code, a password loop that forges
 * `X-Forwarded-For` on every try, and codes of logged-in purposes asked for without a session.
 * Each runs on a server of its own with the default limits, so one probe's spent limits never
 * decide another's result.
 */
import { randomInt } from 'node:crypto';
import {
  isServerError,
  isSuccess,
  newMobile,
  type Outcome,
  outboxCode,
  type ProbeEnv,
  ProbeServer,
  type Reply,
  registerUser,
  tally,
} from './harness';

const GUESSES = 60;
const MAX_EVALUATED = 5;
/** Victims attacked one after another: the race is a matter of timing, three waves show it reliably. */
const WAVES = 3;

/**
 * 60 wrong codes at once for one login code, three times (a victim and a fresh server each, so the
 * address limits one wave spends never hide the next): at most 5 guesses of a wave may be checked,
 * and the right code must then be dead.
 */
export async function concurrentOtpGuesses(env: ProbeEnv): Promise<Outcome> {
  const probe = 'concurrent SMS code guesses';
  const problems: string[] = [];
  const answers: string[] = [];
  const counts: number[] = [];
  for (let wave = 1; wave <= WAVES; wave += 1) {
    // A pool as large as a busy production node's, so the guesses really run side by side.
    const server = await ProbeServer.start(env, { DATABASE_POOL_SIZE: '30' });
    try {
      // Warm: open the database connections and compile the hot paths before the attack.
      await Promise.all(Array.from({ length: 30 }, () => server.call('GET', '/api/listings?limit=1')));
      const victim = await registerUser(server, env);
      const sent = await server.call('POST', '/api/auth/sms-codes', {
        body: { mobile: victim.mobile, purpose: 'login' },
      });
      if (sent.status !== 200) {
        return {
          probe,
          ok: false,
          detail: `could not ask for a login code: ${sent.status} ${sent.error ?? sent.text}`,
        };
      }
      const right = await outboxCode(server, victim.mobile);
      const guesses = new Set<string>();
      while (guesses.size < GUESSES) {
        const guess = String(randomInt(0, 1_000_000)).padStart(6, '0');
        if (guess !== right) guesses.add(guess);
      }
      const replies = await Promise.all(
        [...guesses].map((code) =>
          server.call('POST', '/api/auth/login/sms', { body: { mobile: victim.mobile, code } }),
        ),
      );
      // "Wrong code" means the guess was compared with the code; any other refusal (too many
      // tries, rate limited, locked) means it was not.
      const evaluated = replies.filter((r) => r.error === 'SMS_CODE_INVALID').length;
      counts.push(evaluated);
      const rightReply = await server.call('POST', '/api/auth/login/sms', {
        body: { mobile: victim.mobile, code: right },
      });
      if (evaluated > MAX_EVALUATED) problems.push(`wave ${wave}: ${evaluated} of ${GUESSES} guesses were checked`);
      if (replies.some(isSuccess)) problems.push(`wave ${wave}: a wrong code logged in`);
      if (isSuccess(rightReply)) problems.push(`wave ${wave}: the right code still logged in`);
      const errors = [...replies, rightReply].filter(isServerError);
      if (errors.length) {
        problems.push(`wave ${wave}: ${errors.length} answers were 5xx (${server.causeOf(errors[0] as Reply)})`);
      }
      answers.push(`wave ${wave}: ${tally(replies)}; right code then ${tally([rightReply])}`);
    } finally {
      await server.close();
    }
  }
  const summary = `${counts.join(', ')} of ${GUESSES} checked (at most ${MAX_EVALUATED}) — ${answers.join(' | ')}`;
  return problems.length
    ? { probe, ok: false, detail: `${problems.join('; ')} — ${summary}` }
    : { probe, ok: true, detail: summary };
}

const LOGIN_TRIES = 40;

/** 40 wrong passwords for one account, a new `X-Forwarded-For` each: some must be refused unchecked. */
export async function forgedHeaderLoginLoop(env: ProbeEnv): Promise<Outcome> {
  const probe = 'forged X-Forwarded-For login loop';
  const server = await ProbeServer.start(env);
  try {
    const victim = await registerUser(server, env);
    const replies: Reply[] = [];
    for (let i = 0; i < LOGIN_TRIES; i += 1) {
      replies.push(
        await server.call('POST', '/api/auth/login', {
          body: { mobile: victim.mobile, password: `Wrong-guess-${i}` },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.${i + 1}` },
        }),
      );
    }
    const evaluated = replies.filter((r) => r.error === 'WRONG_CREDENTIALS').length;
    const limited = replies.filter((r) => r.status === 429 || r.status === 423).length;
    const problems: string[] = [];
    if (limited === 0) problems.push(`none of ${LOGIN_TRIES} tries was rate limited (${evaluated} checked)`);
    if (replies.some(isSuccess)) problems.push('a wrong password logged in');
    const errors = replies.filter(isServerError);
    if (errors.length) problems.push(`${errors.length} answers were 5xx (${server.causeOf(errors[0] as Reply)})`);
    return problems.length
      ? { probe, ok: false, detail: `${problems.join('; ')} — ${tally(replies)}` }
      : { probe, ok: true, detail: `${limited} of ${LOGIN_TRIES} refused unchecked — ${tally(replies)}` };
  } finally {
    await server.close();
  }
}

const OWN_PURPOSES = ['withdraw', 'cancel_account'] as const;

/** Codes for a logged-in user's own purposes, asked without a session, for a registered and an unknown number. */
export async function sessionlessOwnCodes(env: ProbeEnv): Promise<Outcome> {
  const probe = 'withdraw/cancel codes without a session';
  const server = await ProbeServer.start(env);
  try {
    const owner = await registerUser(server, env);
    const sent: { what: string; reply: Reply }[] = [];
    for (const purpose of OWN_PURPOSES) {
      for (const [who, mobile] of [
        ['registered number', owner.mobile],
        ['unknown number', newMobile()],
      ] as const) {
        // Past the resend window, so a refusal is never only "too soon".
        env.clock.advance(61_000);
        const reply = await server.call('POST', '/api/auth/sms-codes', { body: { mobile, purpose } });
        sent.push({ what: `${purpose} for the ${who}`, reply });
      }
    }
    const bad = sent.filter(({ reply }) => isSuccess(reply) || isServerError(reply));
    const answers = tally(sent.map((s) => s.reply));
    return bad.length
      ? {
          probe,
          ok: false,
          detail: `${bad.length} of ${sent.length} answered ${bad.map((b) => `${b.reply.status} to ${b.what}`).join(', ')}`,
        }
      : { probe, ok: true, detail: `all ${sent.length} refused — ${answers}` };
  } finally {
    await server.close();
  }
}
