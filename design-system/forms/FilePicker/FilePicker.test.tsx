import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import { I18nProvider } from '#ds/i18n';
import { FilePicker, type FilePickerProps } from './FilePicker';
import { formatAccept, formatFileSize, matchesAccept } from './fileRules';

function renderPicker(props: Partial<FilePickerProps> = {}) {
  const onFileChange = vi.fn();
  const onSubmit = vi.fn();
  render(
    <I18nProvider locale="en" messages={en}>
      <Form
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <FilePicker
              name="video"
              label="Welcome video"
              accept=".mp4,.mov"
              maxSize={1_000_000}
              onFileChange={onFileChange}
              {...props}
            />
            <button type="submit">Save</button>
          </form>
        )}
      />
    </I18nProvider>,
  );
  const button = screen.getByRole('button', { name: /Welcome video/ });
  const zone = button.closest('[data-state]');
  if (!zone) throw new Error('no drop zone');
  return { button, zone, onFileChange, onSubmit };
}

function fileOf(name: string, type: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type });
}

function drop(zone: Element, ...files: File[]) {
  fireEvent.dragEnter(zone, { dataTransfer: { files, types: ['Files'] } });
  fireEvent.dragOver(zone, { dataTransfer: { files, types: ['Files'] } });
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}

describe('FilePicker drag and drop', () => {
  it('shows the drop state while a file is dragged over, and leaves it after', () => {
    const { zone } = renderPicker();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    expect(screen.queryByText('Drop the file to add it')).not.toBeNull();
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone.getAttribute('data-dragging')).toBe('false');
  });

  it('ignores dragged text (only files may be dropped)', () => {
    const { zone } = renderPicker();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(zone.getAttribute('data-dragging')).toBe('false');
  });

  it('takes a dropped file: name, size, and the upload can start', () => {
    const { zone, button, onFileChange } = renderPicker();
    const file = fileOf('welcome.mp4', 'video/mp4', 640_000);
    drop(zone, file);
    expect(screen.queryByText('welcome.mp4')).not.toBeNull();
    expect(screen.queryByText('640 kB')).not.toBeNull();
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(button.hasAttribute('aria-invalid')).toBe(false);
    expect(button.textContent).toBe('Choose another file');
  });

  it('rejects a file over the maximum size with a translated message, and does not upload it', () => {
    const { zone, button, onFileChange } = renderPicker();
    drop(zone, fileOf('sermon.mov', 'video/quicktime', 1_500_000));
    expect(screen.queryByText('sermon.mov')).not.toBeNull();
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The file is too large. The maximum size is 1 MB.')).not.toBeNull();
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('rejects a file of another type', () => {
    const { zone, button, onFileChange } = renderPicker();
    drop(zone, fileOf('bulletin.pdf', 'application/pdf', 2_000));
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.queryByText('This type of file is not accepted. Choose one of: MP4, MOV.'),
    ).not.toBeNull();
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('blocks the submit while the file is rejected, and accepts a good one dropped after', async () => {
    const { zone, onSubmit } = renderPicker();
    drop(zone, fileOf('sermon.mov', 'video/quicktime', 1_500_000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    const good = fileOf('short.mov', 'video/quicktime', 1_000);
    drop(zone, good);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({ video: good }, expect.anything(), expect.anything());
  });

  it('does nothing with drops while disabled', () => {
    const { zone, onFileChange } = renderPicker({ disabled: true });
    drop(zone, fileOf('welcome.mp4', 'video/mp4', 1_000));
    expect(screen.queryByText('welcome.mp4')).toBeNull();
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('removes the file and gives focus back to the choose button', () => {
    const { zone, onFileChange } = renderPicker();
    drop(zone, fileOf('welcome.mp4', 'video/mp4', 1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('welcome.mp4')).toBeNull();
    expect(onFileChange).toHaveBeenLastCalledWith(undefined);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Choose a file/ }));
  });
});

describe('file rules', () => {
  it('matches extensions, wildcards and exact types, case-insensitively', () => {
    expect(matchesAccept({ name: 'A.MP4', type: '' }, '.mp4')).toBe(true);
    expect(matchesAccept({ name: 'a.webm', type: 'video/webm' }, 'video/*')).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'video/*,.mov')).toBe(false);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'image/png')).toBe(true);
    expect(matchesAccept({ name: 'a', type: '' }, undefined)).toBe(true);
  });

  it('shows accept lists and sizes as people read them', () => {
    expect(formatAccept('.mp4,.mov,video/quicktime')).toBe('MP4, MOV');
    expect(formatAccept('image/png,image/jpeg')).toBe('PNG, JPEG');
    expect(formatAccept('video/*')).toBe('video/*');
    expect(formatFileSize(999, 'en-US')).toBe('999 byte');
    expect(formatFileSize(2_400_000, 'en-US')).toBe('2.4 MB');
    expect(formatFileSize(500_000_000, 'fr-FR')).toMatch(/^500\s?Mo$/);
  });
});
