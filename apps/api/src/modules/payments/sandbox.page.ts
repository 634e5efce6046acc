import { directionOf, formatAed, type Language } from '@souq/shared';
import { translate } from '../../lib/i18n';
import type { SandboxCardForm, SandboxFormError } from './gateway.sandbox';
import type { SandboxSessionRow } from './payments.tables';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;background:#f1f3f5;color:#212529;line-height:1.45}
main{max-width:26rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.test{background:#fff3bf;color:#5c4400;border-radius:8px;padding:.5rem .75rem;font-size:.875rem;margin:0 0 1rem}
.payee{color:#495057;margin:0}
.desc{color:#495057;margin:.25rem 0 0}
.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 1rem}
.auth{background:#e7f5ff;color:#0b4a7a;border-radius:8px;padding:.5rem .75rem;margin:0 0 1rem}
.auth-title{font-weight:600;margin:0}
.auth-hint{font-size:.875rem;margin:.25rem 0 0}
label{display:block;font-size:.875rem;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font-size:1rem;padding:.625rem .75rem;border:1px solid #ced4da;border-radius:8px}
input:focus{outline:2px solid #1c7ed6;border-color:#1c7ed6}
.ltr{direction:ltr;text-align:start}
[dir=rtl] .ltr{text-align:end}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.error{background:#ffe3e3;color:#a61e1e;border-radius:8px;padding:.5rem .75rem;margin:0 0 .5rem}
button,.button{display:block;width:100%;font-size:1rem;font-weight:600;padding:.75rem;border-radius:8px;border:0;margin-top:1rem;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#1c7ed6;color:#fff}
.cancel{background:transparent;color:#495057;border:1px solid #ced4da;margin-top:.5rem}
.hint{font-size:.8125rem;color:#495057;margin-top:1rem;padding-inline-start:1rem}
.hint ul{margin:.25rem 0;padding-inline-start:1rem}
code{direction:ltr;unicode-bidi:isolate;font-family:ui-monospace,monospace}
`;

function layout(lang: Language, body: string): string {
  const t = (key: string) => escapeHtml(translate(lang, `payments:sandbox.${key}`));
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title')}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The hosted card form of an open session, with the error of the last try if any. */
export function renderCheckoutPage(
  lang: Language,
  session: SandboxSessionRow,
  error?: SandboxFormError,
  form: SandboxCardForm = {},
): string {
  const t = (key: string, params: Record<string, unknown> = {}) =>
    escapeHtml(translate(lang, `payments:sandbox.${key}`, params));
  const amount = formatAed(session.amountFils, lang);
  const action = `/pay/sandbox/${encodeURIComponent(session.id)}?lang=${encodeURIComponent(lang)}`;
  const value = (v: string | undefined) => escapeHtml(v ?? '');
  // A deposit reserved on the same card: said plainly that it is not a charge.
  const authorisation =
    session.authorisationFils && session.authorisationFils > 0n
      ? `<div class="auth" data-testid="sandbox-authorisation"><p class="auth-title">${t('authorisation.title', {
          amount: formatAed(session.authorisationFils, lang),
        })}</p><p class="auth-hint">${t('authorisation.hint')}</p></div>
`
      : '';
  return layout(
    lang,
    `<div class="card">
<p class="test" role="note">${t('testMode')}</p>
<h1>${t('title')}</h1>
<p class="payee">${t('payee')}</p>
<p class="desc">${escapeHtml(session.description)}</p>
<p class="amount" aria-label="${t('amount')}"><bdi>${escapeHtml(amount)}</bdi></p>
${authorisation}<form method="post" action="${action}" novalidate>
${error ? `<p class="error" role="alert">${t(`errors.${error}`)}</p>` : ''}
<label for="cardNumber">${t('cardNumber')}</label>
<input class="ltr" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${value(form.cardNumber)}"${error === 'cardNotAccepted' ? ' aria-invalid="true" autofocus' : ''}>
<div class="row">
<div><label for="expiry">${t('expiry')}</label>
<input class="ltr" id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" value="${value(form.expiry)}"${error === 'expiry' ? ' aria-invalid="true" autofocus' : ''}></div>
<div><label for="cvc">${t('cvc')}</label>
<input class="ltr" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" value="${value(form.cvc)}"${error === 'cvc' ? ' aria-invalid="true" autofocus' : ''}></div>
</div>
<button class="pay" type="submit" name="action" value="pay">${t('pay', { amount })}</button>
<button class="cancel" type="submit" name="action" value="cancel">${t('cancel')}</button>
</form>
<div class="hint"><strong>${t('testCards')}</strong>
<ul><li><code>4242 4242 4242 4242</code> — ${t('cardSucceeds')}</li>
<li><code>4000 0000 0000 0002</code> — ${t('cardDeclined')}</li></ul>
${t('testHint')}</div>
</div>`,
  );
}

/** A session that is already complete: a link back to the app. */
export function renderCompletedPage(lang: Language, continueUrl: string): string {
  const t = (key: string) => escapeHtml(translate(lang, `payments:sandbox.${key}`));
  return layout(
    lang,
    `<div class="card"><h1>${t('title')}</h1><p>${t('completed')}</p>
<a class="button pay" href="${escapeHtml(continueUrl)}">${t('continue')}</a></div>`,
  );
}

export function renderNotFoundPage(lang: Language): string {
  const t = (key: string) => escapeHtml(translate(lang, `payments:sandbox.${key}`));
  return layout(lang, `<div class="card"><h1>${t('title')}</h1><p>${t('notFound')}</p></div>`);
}
