import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../common/limits';
import { fileOf } from '../../test/files';
import {
  acceptAttribute,
  ADMIN_FILE_KINDS,
  CREATOR_FILE_KINDS,
  isAcceptedFile,
  megabytes,
  sortFiles,
} from './accept-files';

describe('upload rules', () => {
  it('takes pdf, txt and md in the admin console, by media type or by extension', () => {
    const admin = (file: File) => isAcceptedFile(file, ADMIN_FILE_KINDS);
    expect(admin(fileOf('a.pdf', 'application/pdf'))).toBe(true);
    expect(admin(fileOf('notes', 'text/plain'))).toBe(true);
    expect(admin(fileOf('README.MD', ''))).toBe(true);
    expect(admin(fileOf('x.bin', 'text/markdown'))).toBe(true);
    expect(admin(fileOf('report.docx', 'application/msword'))).toBe(false);
    expect(admin(fileOf('photo.png', 'image/png'))).toBe(false);
  });

  it('takes Word documents on the creator page as well', () => {
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(isAcceptedFile(fileOf('Report.DOCX', ''), CREATOR_FILE_KINDS)).toBe(true);
    expect(isAcceptedFile(fileOf('report', docxType), CREATOR_FILE_KINDS)).toBe(true);
    expect(isAcceptedFile(fileOf('old.doc', 'application/msword'), CREATOR_FILE_KINDS)).toBe(false);
    expect(acceptAttribute(CREATOR_FILE_KINDS)).toContain('.docx');
    expect(acceptAttribute(ADMIN_FILE_KINDS)).not.toContain('.docx');
  });

  it('keeps files over 10 MB apart and drops other kinds', () => {
    const small = fileOf('small.md', '', UPLOAD_MAX_BYTES);
    const big = fileOf('big.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1);
    const bigImage = fileOf('big.png', 'image/png', UPLOAD_MAX_BYTES * 2);
    expect(sortFiles([small, big, bigImage], ADMIN_FILE_KINDS)).toEqual({
      accepted: [small],
      tooLarge: [big],
    });
  });

  it('writes sizes in megabytes with one decimal', () => {
    expect(megabytes(11 * 1024 * 1024 + 100_000)).toBe('11.1');
  });
});
