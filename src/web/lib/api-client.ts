import i18next from 'i18next';
import { localizeMessage } from './validation-texts.ts';

const API_BASE = '/api/v1';

export interface ApiErrorBody {
  code: string;
  message: string;
  title?: string;
  /** The server's machine-readable reason (e.g. LAST_OWNER), for texts in the reader's language. */
  reason?: string;
}

/** An error the UI can show as it is: the server sends German messages from the spec's catalogue. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title?: string;
  readonly reason?: string;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    if (body.title !== undefined) this.title = body.title;
    if (body.reason !== undefined) this.reason = body.reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function parseErrorBody(status: number, data: unknown): ApiErrorBody {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    code: typeof body.code === 'string' ? body.code : `HTTP_${status}`,
    message:
      typeof body.message === 'string' && body.message !== ''
        ? localizeMessage(body.message)
        : i18next.t('errors.unexpected'),
    ...(typeof body.title === 'string' ? { title: body.title } : {}),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      // Sessions live in an httpOnly cookie.
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, { code: 'TIMEOUT', message: i18next.t('errors.timeout') });
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { code: 'NETWORK', message: i18next.t('errors.network') });
  }

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, parseErrorBody(response.status, data));
  return data as T;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * A multipart POST whose sending can be followed and stopped (decision 042): fetch reports no
 * upload progress, XMLHttpRequest does. Answers and errors as with `api.post`; `signal` aborts
 * (rejects with an AbortError, like fetch).
 */
export interface UploadOptions {
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

export function uploadForm<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText === '' ? undefined : (JSON.parse(xhr.responseText) as unknown);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiError(xhr.status, parseErrorBody(xhr.status, data)));
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'NETWORK', message: i18next.t('errors.network') }));
    xhr.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
    if (options.signal?.aborted) return reject(new DOMException('Upload abgebrochen', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Fetch wrapper for the REST API under /api/v1 (JSON in, JSON out, errors as ApiError). */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
