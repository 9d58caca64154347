import axios, { type AxiosInstance, type AxiosProgressEvent, type Method } from 'axios';
import { inject, injectable } from 'inversify';
import { ApiErrors } from '../../application/ports/api-errors';
import { BACK_LOGIN_CODE, NETWORK_ERROR_CODE, UNREADABLE_ANSWER_CODE, type ApiFailure } from '../../application/ports/api-failure';
import { ParentWindow } from '../../application/ports/parent-window';
import { RuntimeConfig } from '../../application/ports/runtime-config';
import { ApiMessages } from './api-messages';
import { reactToFailure, serverMessage } from './error-rules';
import { isCancelled, normaliseError } from './normalise-error';
import { typedFailure } from './typed-failure';
import { announceNetworkState } from './network-signal';

/** Spec 7 / 9: request timeout 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Status codes after which a GET is tried again (with no response at all, too). */
const RETRYABLE_STATUS = new Set([NETWORK_ERROR_CODE, 502, 503, 504]);

/** The JSON envelope of the backend: code 0 is success. */
export interface Envelope<T> {
  readonly code: number;
  readonly msg?: string;
  readonly data: T;
}

export interface HttpRequest {
  readonly method: Method;
  /** A path whose first segment names the host (`/flow/workflow/…`), or an absolute http(s) url. */
  readonly url: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  /** No automatic error tip: the caller handles the failure (e.g. the OCR problem report). */
  readonly silent?: boolean;
  /** Sent as the `Idempotency-Key` header of a submission or an approval. */
  readonly idempotencyKey?: string;
  /** Uploads: no timeout (spec 7), progress, cancellation. */
  readonly upload?: boolean;
  readonly onUploadProgress?: (event: AxiosProgressEvent) => void;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  /** The answer must be the backend's envelope ({code, data}); anything else is unreadable. */
  readonly envelope?: boolean;
}

/**
 * The base client of spec 7: cookies sent, 20 s timeout (none for uploads), host chosen by the first path
 * segment, code 40000 → backLogin, every error normalised to {config, code, data} and published on
 * ApiErrors by the rules of spec 8. GETs are retried (at most 3 times, with back-off); nothing else is.
 */
@injectable()
export class AxiosHttpClient {
  readonly instance: AxiosInstance = axios.create({ withCredentials: true, timeout: REQUEST_TIMEOUT_MS });
  /** Back-off before each retry of a failed GET; tests shorten it. */
  retryDelaysMs: readonly number[] = [300, 900, 2700];

  constructor(
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
    @inject(ApiErrors) private readonly errors: ApiErrors,
    @inject(ParentWindow) private readonly parentWindow: ParentWindow,
  ) {}

  /** The absolute url of a path (also used for plain links such as get_file). */
  resolveUrl(url: string): string {
    if (/^https?:\/\//i.test(url)) return url;
    const segment = url.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
    const host = this.config.hosts[segment];
    if (!host) {
      const failure: ApiFailure = { config: { url }, code: 0, data: { msg: ApiMessages.missingHost(segment) } };
      throw failure;
    }
    return host.replace(/\/+$/, '') + (url.startsWith('/') ? url : `/${url}`);
  }

  /** Sends a request and resolves with the response body; rejects with an ApiFailure (typed: typed-failure.ts). */
  async request<T>(req: HttpRequest): Promise<T> {
    const fallbackConfig = { url: req.url, method: req.method.toUpperCase() };
    let fullUrl: string;
    try {
      fullUrl = this.resolveUrl(req.url);
    } catch (failure) {
      const missing = failure as ApiFailure;
      this.errors.report({ level: 'error', code: missing.code, text: ApiMessages.missingHost(req.url.replace(/^\/+/, '').split('/')[0] ?? '') });
      throw missing;
    }
    const retries = req.method.toUpperCase() === 'GET' ? this.retryDelaysMs.length : 0;
    for (let attempt = 0; ; attempt++) {
      let failure: ApiFailure;
      try {
        const response = await this.instance.request<unknown>({
          method: req.method,
          url: fullUrl,
          params: req.params,
          data: req.body,
          timeout: req.upload ? 0 : this.instance.defaults.timeout,
          onUploadProgress: req.onUploadProgress,
          signal: req.signal,
          headers: { ...req.headers, ...(req.idempotencyKey ? { 'Idempotency-Key': req.idempotencyKey } : {}) },
        });
        announceNetworkState({ reachable: true });
        const body = response.data;
        const envelopeCode = readEnvelopeCode(body);
        if (isUnreadable(body, envelopeCode, req.envelope)) {
          // Not retried either: the server may have acted, only its answer is lost.
          failure = { config: fallbackConfig, code: UNREADABLE_ANSWER_CODE, data: { msg: ApiMessages.unreadableAnswer } };
        } else if (envelopeCode === undefined || envelopeCode === 0 || envelopeCode === 200) {
          return body as T;
        } else {
          // A 2xx answer that says it failed: not retried (the server did answer).
          failure = typedFailure({ config: fallbackConfig, code: envelopeCode, data: body });
        }
        this.publish(failure, req.silent);
        throw new ReportedFailure(failure);
      } catch (error) {
        if (error instanceof ReportedFailure) throw error.failure;
        // No connection at all (axios's ERR_NETWORK; not a timeout or a cancel): the network reaches nothing,
        // whatever navigator.onLine says.
        if ((error as { code?: string; response?: unknown }).code === 'ERR_NETWORK' && (error as { response?: unknown }).response === undefined) {
          announceNetworkState({ reachable: false });
        }
        failure = typedFailure(normaliseError(error, fallbackConfig));
        if (!isCancelled(failure) && attempt < retries && RETRYABLE_STATUS.has(failure.code)) {
          await sleep(this.retryDelaysMs[attempt] ?? 0);
          continue;
        }
        if (!isCancelled(failure)) this.publish(failure, req.silent);
        throw failure;
      }
    }
  }

  get<T>(url: string, params?: Record<string, unknown>, options: Partial<HttpRequest> = {}): Promise<T> {
    return this.request<T>({ ...options, method: 'GET', url, params });
  }

  post<T>(url: string, body?: unknown, options: Partial<HttpRequest> = {}): Promise<T> {
    return this.request<T>({ ...options, method: 'POST', url, body });
  }

  put<T>(url: string, body?: unknown, options: Partial<HttpRequest> = {}): Promise<T> {
    return this.request<T>({ ...options, method: 'PUT', url, body });
  }

  /** GET and read the envelope's `data`. */
  async getData<T>(url: string, params?: Record<string, unknown>, options?: Partial<HttpRequest>): Promise<T> {
    return (await this.get<Envelope<T>>(url, params, { ...options, envelope: true })).data;
  }

  /** POST and read the envelope's `data`. */
  async postData<T>(url: string, body?: unknown, options?: Partial<HttpRequest>): Promise<T> {
    return (await this.post<Envelope<T>>(url, body, { ...options, envelope: true })).data;
  }

  /** Publishes the reaction of spec 8 (the message only unless silent). */
  private publish(failure: ApiFailure, silent: boolean | undefined): void {
    logServerText(failure);
    if (failure.code === BACK_LOGIN_CODE) this.parentWindow.postBackLogin();
    const reaction = reactToFailure(failure);
    if (reaction.sessionEnd) this.errors.endSession(reaction.sessionEnd);
    if (reaction.notice && !silent) this.errors.report(reaction.notice);
  }
}

/**
 * The server's or the network's own words of a failure go to the console, for whoever debugs it (issue 32,
 * item 14): the user only ever sees a Chinese text (error-rules.ts, failureText), never `NullPointerException`,
 * `Network Error` or `timeout of 20000ms exceeded`.
 */
function logServerText(failure: ApiFailure): void {
  const text = serverMessage(failure.data);
  if (text) console.info(`[${failure.config.method ?? ''} ${failure.config.url ?? ''}] ${failure.code}: ${text}`);
}

/** Internal marker: this failure was already published, rethrow it as is. */
class ReportedFailure {
  constructor(readonly failure: ApiFailure) {}
}

function readEnvelopeCode(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * axios hands over a body that is not JSON as its raw text (an empty body as ''); an envelope call also
 * needs the `{code}` object.
 */
function isUnreadable(body: unknown, envelopeCode: number | undefined, envelope: boolean | undefined): boolean {
  return typeof body === 'string' || (envelope === true && envelopeCode === undefined);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
