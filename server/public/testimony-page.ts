import type {
  TestimonyError,
  TestimonyField,
  TestimonyValues,
} from '#server/testimonials/testimony-form.ts';
import { TESTIMONY_FIELD_LIMITS } from '#server/testimonials/testimony-form.ts';
import { HONEYPOT_FIELD, STARTED_FIELD } from './contact-form.ts';
import type { Html } from './html.ts';
import { markup } from './html.ts';
import type { Locale, Translate } from './public-i18n.ts';
import { LOCALE_TAGS } from './public-i18n.ts';

export type TestimonyFormState = {
  values: TestimonyValues;
  errors: Partial<Record<TestimonyField, TestimonyError>>;
  /** A message about the whole form (too many stories, an expired form). */
  formError?: string | undefined;
  /** The signed timestamp of this rendering (contact-form.ts). */
  started: string;
};

export const EMPTY_TESTIMONY: TestimonyValues = {
  firstName: '',
  email: '',
  story: '',
  consent: false,
  source: 'church_page',
};

export type TestimonyPageData = {
  churchName: string;
  /** The church's public page, for the way back. */
  churchHref: string;
  /** Where the form posts (this page's own address). */
  action: string;
  /** The consent's words in this page's language (consent.ts), exactly as they are recorded. */
  consent: string;
  form: TestimonyFormState;
};

const fieldIds: Record<TestimonyField, string> = {
  firstName: 'testimony-first-name',
  email: 'testimony-email',
  story: 'testimony-story',
  consent: 'testimony-consent',
};

function errorOf(t: Translate, state: TestimonyFormState, name: TestimonyField): Html | '' {
  const error = state.errors[name];
  return error
    ? markup`<p class="error" id="${fieldIds[name]}-error">${t(`publicChurch.testimony.errors.${error}`)}</p>`
    : '';
}

/** aria-describedby (the hint, the error) and aria-invalid of a field. */
function described(state: TestimonyFormState, name: TestimonyField, hint = false): Html {
  const ids = [
    hint ? `${fieldIds[name]}-hint` : '',
    state.errors[name] ? `${fieldIds[name]}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return markup`${ids ? markup` aria-describedby="${ids}"` : ''}${state.errors[name] ? markup` aria-invalid="true"` : ''}`;
}

/**
 * The public testimony form (decision 054): first name (shown), e-mail (never shown), the story,
 * and the consent box whose words are recorded with it. Works with no script.
 */
export function testimonyFormMain(data: TestimonyPageData, t: Translate): Html {
  const { form } = data;
  const { values } = form;
  const errorCount = Object.keys(form.errors).length;
  const invalid = (name: TestimonyField) => (form.errors[name] ? ' invalid' : '');
  return markup`<main class="narrow testimony">
<h1 id="testimony-title">${t('publicChurch.testimony.title')}</h1>
<p>${t('publicChurch.testimony.intro', { church: data.churchName })}</p>
${
  form.formError || errorCount > 0
    ? markup`<div class="alert" role="alert"><p>${form.formError ?? t('publicChurch.form.errors.summary', { count: errorCount })}</p></div>`
    : ''
}
<form class="testimony-form" method="post" action="${data.action}#testimony-title" novalidate>
<div class="field${invalid('firstName')}">
<label for="${fieldIds.firstName}">${t('publicChurch.testimony.firstName')}</label>
<p class="hint" id="${fieldIds.firstName}-hint">${t('publicChurch.testimony.firstNameHint')}</p>
${errorOf(t, form, 'firstName')}
<input id="${fieldIds.firstName}" name="first_name" type="text" autocomplete="given-name" required maxlength="${TESTIMONY_FIELD_LIMITS.firstName}" value="${values.firstName}"${described(form, 'firstName', true)}>
</div>
<div class="field${invalid('email')}">
<label for="${fieldIds.email}">${t('publicChurch.testimony.email')}</label>
<p class="hint" id="${fieldIds.email}-hint">${t('publicChurch.testimony.emailHint')}</p>
${errorOf(t, form, 'email')}
<input id="${fieldIds.email}" name="email" type="email" autocomplete="email" required maxlength="${TESTIMONY_FIELD_LIMITS.email}" value="${values.email}"${described(form, 'email', true)}>
</div>
<div class="field${invalid('story')}">
<label for="${fieldIds.story}">${t('publicChurch.testimony.story')}</label>
<p class="hint" id="${fieldIds.story}-hint">${t('publicChurch.testimony.storyHint', { max: TESTIMONY_FIELD_LIMITS.story })}</p>
${errorOf(t, form, 'story')}
<textarea id="${fieldIds.story}" name="story" rows="8" required maxlength="${TESTIMONY_FIELD_LIMITS.story}"${described(form, 'story', true)}>${values.story}</textarea>
</div>
<div class="field consent${invalid('consent')}">
${errorOf(t, form, 'consent')}
<div class="check"><input id="${fieldIds.consent}" name="consent" type="checkbox" value="yes" required${values.consent ? markup` checked` : ''}${described(form, 'consent')}>
<label for="${fieldIds.consent}">${data.consent}</label></div>
</div>
<div class="trap" aria-hidden="true"><label for="testimony-${HONEYPOT_FIELD}">${t('publicChurch.form.honeypot')}</label><input id="testimony-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value=""></div>
<input type="hidden" name="${STARTED_FIELD}" value="${form.started}">
<input type="hidden" name="source" value="${values.source}">
<button type="submit">${t('publicChurch.testimony.send')}</button>
</form>
<p><a href="${data.churchHref}">${t('publicChurch.sent.back', { church: data.churchName })}</a></p>
</main>`;
}

/** After a testimony was sent: what happens next, and how to withdraw it. */
export function testimonySentMain(churchName: string, back: string, t: Translate): Html {
  return markup`<main class="narrow"><h1>${t('publicChurch.testimony.sent.title')}</h1>
<p role="status">${t('publicChurch.testimony.sent.body', { church: churchName })}</p>
<p>${t('publicChurch.testimony.sent.withdraw')}</p>
<p><a href="${back}">${t('publicChurch.sent.back', { church: churchName })}</a></p></main>`;
}

/**
 * The withdrawal page of a mailed link: a button, not the link itself, withdraws, so that a
 * mail program that opens links to preview them withdraws nothing.
 */
export function withdrawMain(action: string, token: string, t: Translate): Html {
  return markup`<main class="narrow"><h1>${t('publicChurch.testimony.withdraw.title')}</h1>
<p>${t('publicChurch.testimony.withdraw.body')}</p>
<form method="post" action="${action}"><input type="hidden" name="token" value="${token}">
<button type="submit" class="critical">${t('publicChurch.testimony.withdraw.confirm')}</button></form></main>`;
}

/** A church's approved testimonials on its public page: first name and story only. */
export function testimonialsSection(
  shown: readonly { firstName: string; story: string; createdAt: Date }[],
  shareHref: string,
  locale: Locale,
  t: Translate,
): Html {
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return markup`<section class="testimonials" aria-labelledby="testimonials-title">
<h2 id="testimonials-title">${t('publicChurch.testimony.sectionTitle')}</h2>
${
  shown.length > 0
    ? markup`<ul class="testimony-list">${shown.map(
        (item) =>
          markup`<li><figure><blockquote><p class="lines">${item.story}</p></blockquote><figcaption>${item.firstName} · <time datetime="${item.createdAt.toISOString().slice(0, 10)}">${date.format(item.createdAt)}</time></figcaption></figure></li>`,
      )}</ul>`
    : markup`<p>${t('publicChurch.testimony.none')}</p>`
}
<p><a class="button secondary" href="${shareHref}">${t('publicChurch.testimony.share')}</a></p>
</section>`;
}
