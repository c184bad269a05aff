import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../common/limits';
import { isAcceptedFile, megabytes, sortFiles } from './accept-files';
import { fileOf } from './test-utils';

describe('admin upload rules', () => {
  it('takes pdf, txt and md by media type or by extension', () => {
    expect(isAcceptedFile(fileOf('a.pdf', 'application/pdf'))).toBe(true);
    expect(isAcceptedFile(fileOf('notes', 'text/plain'))).toBe(true);
    expect(isAcceptedFile(fileOf('README.MD', ''))).toBe(true);
    expect(isAcceptedFile(fileOf('x.bin', 'text/markdown'))).toBe(true);
    expect(isAcceptedFile(fileOf('report.docx', 'application/msword'))).toBe(false);
    expect(isAcceptedFile(fileOf('photo.png', 'image/png'))).toBe(false);
  });

  it('keeps files over 10 MB apart and drops other kinds', () => {
    const small = fileOf('small.md', '', UPLOAD_MAX_BYTES);
    const big = fileOf('big.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1);
    const bigImage = fileOf('big.png', 'image/png', UPLOAD_MAX_BYTES * 2);
    expect(sortFiles([small, big, bigImage])).toEqual({ accepted: [small], tooLarge: [big] });
  });

  it('writes sizes in megabytes with one decimal', () => {
    expect(megabytes(11 * 1024 * 1024 + 100_000)).toBe('11.1');
  });
});
