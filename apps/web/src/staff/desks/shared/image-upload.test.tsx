import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStaffCatalogs } from '../../../test/staff-catalogs';
import { ImageUpload } from './image-upload';

/** A stand-in XMLHttpRequest the test drives by hand: progress, answer, abort. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  sent: FormData | null = null;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(async () => {
  await loadStaffCatalogs();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
const setup = async () => {
  const onUploaded = vi.fn();
  render(
    <Suspense>
      <ImageUpload label="Upload the logo" onUploaded={onUploaded} />
    </Suspense>,
  );
  await userEvent.upload(await screen.findByLabelText('Upload the logo'), file());
  return onUploaded;
};

describe('ImageUpload', () => {
  it('shows the upload progress as a progressbar with its value, then hands over the result', async () => {
    const onUploaded = await setup();
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/staff/content/images');
    expect(xhr.sent?.get('file')).toBeInstanceOf(File);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const result = {
      url: '/api/media/abc-w1200.webp',
      variants: [{ url: '/api/media/abc-w1200.webp', width: 1200 }],
    };
    await act(async () => xhr.answer(201, result));
    expect(onUploaded).toHaveBeenCalledWith(result);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Image uploaded.');
  });

  it('can be cancelled while it runs', async () => {
    const onUploaded = await setup();
    act(() => FakeXhr.last!.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 100 }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload was cancelled.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows the server's refusal next to the field", async () => {
    await setup();
    await act(async () =>
      FakeXhr.last!.answer(415, {
        code: 'unsupported_media_type',
        message: 'x',
        fieldErrors: { file: ['Upload a JPEG, PNG or WebP image.'] },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Upload a JPEG, PNG or WebP image.');
  });
});

describe('ImageUpload first checks (UPLOAD_RULES)', () => {
  it('refuses a 0-byte file with its own message and sends nothing', async () => {
    render(
      <Suspense>
        <ImageUpload label="Upload the logo" onUploaded={vi.fn()} />
      </Suspense>,
    );
    const empty = new File([], 'logo.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Upload the logo'), empty);
    expect(screen.getByRole('alert')).toHaveTextContent('This file is empty (0 bytes)');
    expect(FakeXhr.last).toBeNull();
  });
});
