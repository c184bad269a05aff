/** A file of any size without holding its bytes. */
export function fileOf(name: string, type = '', size = 100): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
