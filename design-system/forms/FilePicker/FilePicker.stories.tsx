import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm, useStoryText } from '../storySupport';
import { FilePicker, type FilePickerProps } from './FilePicker';
import type { FilePickerValue } from './fileRules';

type StoryArgs = FilePickerProps & {
  initialValue?: FilePickerValue;
  submitOnMount?: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
};

/** `label`, `hint` and `uploadError` hold message keys, translated here. */
function FilePickerStory({
  initialValue,
  submitOnMount,
  onSubmit,
  label,
  hint,
  uploadError,
  ...props
}: StoryArgs) {
  const text = useStoryText();
  return (
    <StoryForm
      initialValues={{ [props.name]: initialValue }}
      submitOnMount={submitOnMount}
      onSubmit={onSubmit}
    >
      <FilePicker
        {...props}
        label={text(label) ?? ''}
        hint={text(hint)}
        uploadError={text(uploadError)}
      />
    </StoryForm>
  );
}

const MB = 1_000_000;
const storedVideo: FilePickerValue = {
  name: 'welcome-video-grace-church-2024.mp4',
  size: 48_300_000,
};

/** A real file of `bytes` bytes (its content is zeros). */
function makeFile(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Drops a file on the zone as a browser does: dragenter, dragover, drop with a DataTransfer. */
function dropFile(zone: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
  }
}

const meta = {
  title: 'Design System/Forms/FilePicker',
  component: FilePickerStory,
  args: {
    name: 'welcomeVideo',
    label: 'formExamples.welcomeVideo',
    hint: 'formExamples.welcomeVideoHint',
    accept: '.mp4,.mov,video/mp4,video/quicktime',
    maxSize: 500 * MB,
    onFileChange: fn(),
    onRetry: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    progress: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    validate: { control: false },
    initialValue: { control: false },
  },
} satisfies Meta<typeof FilePickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { hint: undefined, accept: undefined, maxSize: undefined } };

export const Filled: Story = { args: { initialValue: storedVideo } };

export const Uploading: Story = { args: { initialValue: storedVideo, progress: 45 } };

export const Uploaded: Story = { args: { initialValue: storedVideo, progress: 100 } };

export const UploadFailed: Story = {
  args: { initialValue: storedVideo, progress: 62, uploadError: 'common.somethingWentWrong' },
};

export const TooLarge: Story = {
  args: {
    initialValue: makeFile('sunday-service-full.mov', 'video/quicktime', 1_500_000),
    maxSize: MB,
    submitOnMount: true,
  },
};

export const WrongType: Story = {
  args: {
    initialValue: makeFile('bulletin-insert.pdf', 'application/pdf', 120_000),
    submitOnMount: true,
  },
};

export const RequiredMissing: Story = { args: { required: true, submitOnMount: true } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledFilled: Story = { args: { disabled: true, initialValue: storedVideo } };

export const Required: Story = { args: { required: true } };

export const KoreanUploading: Story = {
  args: { initialValue: storedVideo, progress: 45 },
  globals: { locale: 'ko' },
};

export const DarkUploadFailed: Story = {
  args: { initialValue: storedVideo, progress: 62, uploadError: 'common.somethingWentWrong' },
  globals: { theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  const label = text('formExamples.welcomeVideo') ?? '';
  const common = { accept: '.mp4,.mov', maxSize: 500 * MB };
  return (
    <StoryForm
      submitOnMount
      submitButton={false}
      initialValues={{
        selected: storedVideo,
        uploading: storedVideo,
        uploaded: storedVideo,
        failed: storedVideo,
        wrongType: makeFile('bulletin-insert.pdf', 'application/pdf', 120_000),
      }}
    >
      <FilePicker
        name="empty"
        label={label}
        hint={text('formExamples.welcomeVideoHint')}
        {...common}
      />
      <FilePicker name="selected" label={label} {...common} />
      <FilePicker name="uploading" label={label} {...common} progress={45} />
      <FilePicker name="uploaded" label={label} {...common} progress={100} />
      <FilePicker
        name="failed"
        label={label}
        {...common}
        progress={62}
        uploadError={text('common.somethingWentWrong')}
        onRetry={() => undefined}
      />
      <FilePicker name="wrongType" label={label} {...common} />
      <FilePicker name="required" label={label} {...common} required />
      <FilePicker name="disabled" label={label} {...common} disabled />
    </StoryForm>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const DropAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Welcome video.*Choose a file/ });
    const zone = button.closest('[data-state]');
    if (!zone) throw new Error('no drop zone');
    const file = makeFile('welcome.mp4', 'video/mp4', 2_400_000);
    dropFile(zone, file);
    await expect(await canvas.findByText('welcome.mp4')).toBeVisible();
    await expect(canvas.getByText('2.4 MB')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('button', { name: /Choose another file/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const DropRejectsLargeAndWrongFiles: Story = {
  args: { maxSize: MB },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: /Choose a file/ }).closest('[data-state]');
    if (!zone) throw new Error('no drop zone');
    dropFile(zone, makeFile('sunday-service.mp4', 'video/mp4', 1_500_000));
    const button = await canvas.findByRole('button', { name: /Choose another file/ });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription(
      /The file is too large. The maximum size is 1 MB./,
    );
    dropFile(zone, makeFile('bulletin.pdf', 'application/pdf', 1000));
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        /This type of file is not accepted. Choose one of: MP4, MOV./,
      ),
    );
    await expect(canvas.getByText('bulletin.pdf')).toBeVisible();
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const KeyboardChooseAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Choose a file/ });
    await expect(button).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, makeFile('welcome.mov', 'video/quicktime', 3_000));
    await expect(await canvas.findByText('welcome.mov')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(undefined);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Choose a file/ })).toHaveFocus(),
    );
  },
};

export const RetryAfterFailure: Story = {
  args: { initialValue: storedVideo, progress: 62, uploadError: 'common.somethingWentWrong' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/The upload failed/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
