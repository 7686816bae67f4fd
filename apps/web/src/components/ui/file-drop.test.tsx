import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FileDrop } from './file-drop';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
const check = (file: File) => (file.type === 'application/pdf' ? null : 'validation.fileType');

function Drop({ max }: { max?: number }) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  return (
    <FileDrop
      label="Documents"
      required
      accept={['application/pdf']}
      hint="PDF, at most 2 MB"
      max={max}
      tooMany="validation.tooManyFiles"
      check={check}
      files={files}
      error={error}
      onChange={(next, problem) => {
        setFiles(next);
        setError(problem ?? undefined);
      }}
    />
  );
}

describe('FileDrop', () => {
  it('with one file, a new pick replaces it and a refused pick leaves only its message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Drop />);
    const input = screen.getByLabelText(/^Documents/);
    expect(input).toHaveAccessibleDescription('PDF, at most 2 MB');
    await user.upload(input, pdf('a.pdf'));
    await user.upload(input, pdf('b.pdf'));
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();

    await user.upload(input, text);
    expect(screen.queryByText('b.pdf')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('validation.fileType');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF, at most 2 MB validation.fileType');
  });

  it('with several, picks add up to the limit, the rest refused, and each can be removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Drop max={2} />);
    const input = screen.getByLabelText(/^Documents/);
    await user.upload(input, [pdf('a.pdf'), text]);
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('validation.fileType');

    await user.upload(input, [pdf('b.pdf'), pdf('c.pdf')]);
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect(screen.queryByText('c.pdf')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('validation.tooManyFiles');

    await user.click(screen.getByRole('button', { name: /a\.pdf/ }));
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
