import { lazy, Suspense } from 'react';
import { useField } from 'react-final-form';
import { Skeleton } from '#ds/display/Skeleton';
import { FormField, useControlId, visibleFieldError } from '#ds/forms/FormField';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';

// TipTap is a chunk of its own, fetched when a form first shows an editor (issue 25: the
// editor's code loads only on the admin's editing routes; scripts/bundle-size.mjs checks it).
const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

export type RichTextFieldProps = {
  /** The form value's name; its value is the body's HTML. */
  name: string;
  label: string;
  hint?: string;
  /** The language the text is written in. */
  lang: string;
};

/** A rich-text body in a react-final-form form: label, hint, the editor, and its error. */
export function RichTextField({ name, label, hint, lang }: RichTextFieldProps) {
  const t = useT();
  const id = useControlId();
  const { input, meta } = useField<string>(name, { parse: (value) => value ?? '' });
  const visible = visibleFieldError(meta);
  const error = visible ? translateError(t, visible) : undefined;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Suspense
          fallback={
            // Pictures of a story wait while something settles (.storybook/visual-references.ts).
            <div data-settling="">
              <Skeleton variant="rectangle" height="12rem" />
            </div>
          }
        >
          <RichTextEditor
            id={control.id}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={() => input.onBlur()}
            labelledBy={`${id}-label`}
            describedBy={control['aria-describedby']}
            invalid={Boolean(error)}
            lang={lang}
          />
        </Suspense>
      )}
    </FormField>
  );
}
