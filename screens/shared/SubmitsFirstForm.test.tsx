import { render, screen, waitFor } from '@testing-library/react';
import { Field, Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { SubmitsFirstForm } from './SubmitsFirstForm';

/** A form whose one field's check react-final-form registers in its mount effect. */
function RequiredNameForm({ onSubmit }: { onSubmit: (values: object) => void }) {
  return (
    <Form
      onSubmit={onSubmit}
      initialValues={{ name: '' }}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <Field name="name" validate={(value?: string) => (value ? undefined : 'Required')}>
            {({ input, meta }) => (
              <label>
                Name <input {...input} />
                {meta.error && meta.submitFailed && <span role="alert">{meta.error}</span>}
              </label>
            )}
          </Field>
        </form>
      )}
    />
  );
}

describe('SubmitsFirstForm', () => {
  it('submits once after mounting, with the field checks already in place', async () => {
    const onSubmit = vi.fn();
    render(
      <SubmitsFirstForm>
        <RequiredNameForm onSubmit={onSubmit} />
      </SubmitsFirstForm>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits nothing when told not to', async () => {
    const submitted = vi.fn();
    render(
      <div onSubmit={submitted}>
        <SubmitsFirstForm when={false}>
          <RequiredNameForm onSubmit={vi.fn()} />
        </SubmitsFirstForm>
      </div>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends what is in the form when its checks pass', async () => {
    const onSubmit = vi.fn();
    render(
      <SubmitsFirstForm>
        <Form
          onSubmit={onSubmit}
          initialValues={{ name: 'Grace' }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit}>
              <Field
                name="name"
                component="input"
                validate={(v?: string) => (v ? undefined : 'x')}
              />
            </form>
          )}
        />
      </SubmitsFirstForm>,
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Grace' });
  });

  it('asks a function whether to submit only when the moment comes', async () => {
    const onSubmit = vi.fn();
    const when = vi.fn(() => true);
    render(
      <SubmitsFirstForm when={when}>
        <Form
          onSubmit={onSubmit}
          initialValues={{ name: 'Grace' }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit}>
              <Field name="name" component="input" />
            </form>
          )}
        />
      </SubmitsFirstForm>,
    );
    expect(when).not.toHaveBeenCalled();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(when).toHaveBeenCalledTimes(1);
  });
});
