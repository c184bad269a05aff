import { ApiError, csrfHeaders, errorFromAnswer } from './api';

/** How much of the file has been sent, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as multipart form data (field `file`; POST unless `method` says PUT) and resolves with the JSON answer. XMLHttpRequest rather
 * than fetch: only it reports the upload's own progress. Errors are the same ApiErrors `callApi` throws; an abort
 * through `signal` rejects with an AbortError.
 */
export function uploadWithProgress<T>(
  url: string,
  file: File,
  onProgress: UploadProgress,
  signal?: AbortSignal,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return sendFormWithProgress<T>(url, form, onProgress, signal, method);
}

/** Sends a multipart form (many files, an import) as `uploadWithProgress` sends one file. */
export function sendFormWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: UploadProgress,
  signal?: AbortSignal,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromAnswer(xhr.status, body, xhr.getResponseHeader('Retry-After')));
      } else if (body === undefined) {
        const start = xhr.responseText.slice(0, 200);
        reject(new ApiError('internal', `Invalid response from server: ${start}`, xhr.status));
      } else {
        onProgress(1);
        resolve(body as T); // the server's contract, as `callApi` trusts res.json()
      }
    };
    xhr.onerror = () => reject(new ApiError('network', 'Network request failed', 0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
