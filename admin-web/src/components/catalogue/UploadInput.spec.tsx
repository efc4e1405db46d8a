import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SimpleForm } from 'react-admin';
import type { UploadOptions } from 'tus-js-client';
import { renderInAdmin } from '../../test/admin-harness';
import { UploadInput } from './UploadInput';

/** The uploads the component started, with the options it gave tus-js-client. */
const started: {
  options: UploadOptions;
  start: ReturnType<typeof vi.fn>;
  abort: ReturnType<typeof vi.fn>;
  upload: { url: string | null };
}[] = [];

vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    start = vi.fn();
    abort = vi.fn(() => Promise.resolve());
    constructor(_file: File, options: UploadOptions) {
      started.push({ options, start: this.start, abort: this.abort, upload: this });
    }
  },
}));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => {
  started.length = 0;
});

function renderUpload(onSubmit = vi.fn()) {
  renderInAdmin(
    <SimpleForm onSubmit={onSubmit}>
      <UploadInput source="upload" kind="video" required />
    </SimpleForm>,
    { resource: 'lessons' },
  );
  const video = new File([new Uint8Array(1000)], 'lesson.mp4', { type: 'video/mp4' });
  fireEvent.change(screen.getByLabelText('The video (MP4, H.264/AAC)'), {
    target: { files: [video] },
  });
  return onSubmit;
}

it('sends the file to /api/admin/uploads in chunks with a progress bar and a preview', async () => {
  renderUpload();
  expect(started).toHaveLength(1);
  const [{ options, start }] = started;
  expect(start).toHaveBeenCalled();
  expect(options.endpoint).toMatch(/\/admin\/uploads$/);
  expect(options.metadata).toMatchObject({ filename: 'lesson.mp4' });
  expect(options.chunkSize).toBe(16 * 1024 * 1024);

  options.onProgress?.(250, 1000);
  expect(await screen.findByText('Uploading: 25%')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  expect(screen.getByTitle('Preview')).toHaveAttribute('src', 'blob:preview');
});

it('pauses and resumes the same upload, and retries it after a network error', async () => {
  renderUpload();
  const [{ options, start, abort }] = started;
  options.onProgress?.(400, 1000);
  fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
  expect(abort).toHaveBeenCalled();
  expect(await screen.findByText('Paused at 40%')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
  expect(start).toHaveBeenCalledTimes(2);

  options.onError?.(new Error('network'));
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(start).toHaveBeenCalledTimes(3);
  expect(started).toHaveLength(1);
});

it('puts the upload id in the form once every byte has arrived', async () => {
  const onSubmit = renderUpload();
  const [{ options, upload }] = started;
  upload.url = 'http://localhost/api/admin/uploads/0123456789abcdef0123456789abcdef';
  options.onSuccess?.({ lastResponse: {} as never });
  expect(await screen.findByText('Uploaded: save to attach it')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ upload: '0123456789abcdef0123456789abcdef' }),
      expect.anything(),
    ),
  );
});
