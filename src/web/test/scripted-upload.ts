import { vi } from 'vitest';

/**
 * XMLHttpRequest as uploads use it (lib/api-client.ts uploadForm), driven by the test: what was
 * sent, upload progress events, the server's answer, and whether it was aborted.
 */
export class ScriptedUpload {
  static last: ScriptedUpload | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  aborted = false;
  withCredentials = false;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    ScriptedUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The browser reports this much of the body sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function scriptUploads(): void {
  ScriptedUpload.last = null;
  vi.stubGlobal('XMLHttpRequest', ScriptedUpload);
}
