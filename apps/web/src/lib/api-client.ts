import { SIMULATOR_HEADER } from '@ccp/contracts/act-as-values';
import type { ErrorResponse } from '@ccp/contracts/errors';

/** The message shown when the server gives no usable one (docs/product-spec.md §8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE =
  'We could not reach College Cost Planner. Check your connection and try again.';

const SIGNED_OUT_MESSAGE = 'Please log in to continue.';

/** Where a fresh 15-minute bearer token comes from (uses the httpOnly session cookie). */
export const TOKEN_PATH = '/api/auth/token';

/** 401 codes that mean "your token is stale or missing": worth one refresh and one retry. */
const REFRESHABLE_CODES: ReadonlySet<string> = new Set(['TOKEN_EXPIRED', 'UNAUTHENTICATED']);

/*
 * The client checks the two shapes it reads itself (the error envelope and the token answer) by hand rather than
 * with zod, so that pages which only probe the session (the public pages) load no validation library at all.
 * Responses a feature asks for are parsed with that feature's contracts schema (`get` and `send`), except the
 * few every signed-in page opens with (`serverChecked`).
 */

/** How `get` and `send` check an answer: a contracts (zod) schema, or `serverChecked<T>()`. */
export interface ResponseCheck<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
}

/**
 * Takes the answer as the contracts type `T` without checking it again: the server encodes every response with
 * its route's contracts schema (fastify-type-provider-zod's serializer), so the shape is already checked. For the
 * calls every family page opens with (who is signed in, the family profile and its writes), so that opening a
 * page needs no zod.
 */
export function serverChecked<T>(): ResponseCheck<T> {
  return { safeParse: (data) => ({ success: true, data: data as T }) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's one error shape (`ErrorResponseSchema` of @ccp/contracts), or null for anything else. */
export function readErrorEnvelope(payload: unknown): ErrorResponse['error'] | null {
  if (!isRecord(payload) || !isRecord(payload.error)) return null;
  const { code, message, fields } = payload.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { code, message };
  if (!isRecord(fields)) return null;
  const entries = Object.entries(fields);
  if (!entries.every(([, text]) => typeof text === 'string')) return null;
  return { code, message, fields: Object.fromEntries(entries) as Record<string, string> };
}

/** The token of `GET /api/auth/token`'s answer `{ token }`, or null. */
function readToken(payload: unknown): string | null {
  return isRecord(payload) && typeof payload.token === 'string' && payload.token.length > 0
    ? payload.token
    : null;
}

/**
 * The acting staff member's user id (the `imp` claim) of an access token, or null: the token is the server's
 * word on whether this session is an act-as session, so nothing of the simulation is kept in browser storage.
 */
export function simulatorOf(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return isRecord(claims) && typeof claims.imp === 'string' ? claims.imp : null;
  } catch {
    return null;
  }
}

/** `{ token: null }`: the server's answer to the token probe when nobody is signed in (a 200, not an error). */
const isSignedOutAnswer = (payload: unknown) => isRecord(payload) && payload.token === null;

/** Every failed call ends as an ApiError carrying the API's one error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The rest of the error's body (e.g. an EDIT_CONFLICT's `current` and `meanwhile`), unchecked. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A save refused as stale (409 EDIT_CONFLICT, docs/decisions/0056, 0072): the record as it now is; else null. */
export function staleCurrent<T>(
  error: unknown,
  check: { safeParse(value: unknown): { success: boolean; data?: T } },
) {
  if (!isApiError(error) || error.code !== 'EDIT_CONFLICT') return null;
  const parsed = check.safeParse(error.details.current);
  return parsed.success ? (parsed.data as T) : null;
}

/** A sentence to show for any error, whatever threw it. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Set to false for calls where a 401 means "wrong credentials", never "stale token". */
  refreshOnUnauthorized?: boolean;
  /** The edit version the write is based on, sent as `If-Match` (refused with 409 EDIT_CONFLICT when stale). */
  ifMatch?: number;
  /** The request that changes or ends the session: it goes out while the others are held (`hold()`). */
  sessionChange?: boolean;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch?: FetchLike;
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const envelope = readErrorEnvelope(payload);
  if (envelope) {
    const {
      code: _code,
      message: _message,
      fields: _fields,
      ...details
    } = (payload as { error: Record<string, unknown> }).error;
    return new ApiError(response.status, envelope.code, envelope.message, envelope.fields, details);
  }
  const code = response.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL';
  return new ApiError(response.status, code, GENERIC_ERROR_MESSAGE);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  /** The bearer token lives in memory only: never in storage. */
  let token: string | null = null;
  /** While acting as a family: the acting staff member's id, sent as `x-admin-simulator-id` on every call. */
  let simulator: string | null = null;
  /** One shared refresh for every request that got a 401 at the same time. */
  let refreshing: Promise<string> | null = null;
  /** While a session change is under way (`hold()`), the requests started meanwhile wait for this. */
  let held: Promise<void> | null = null;
  /** Requests sent and not answered yet. */
  let unanswered = 0;

  async function send(path: string, opts: RequestOptions, bearer: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (opts.ifMatch !== undefined) headers['If-Match'] = `"${opts.ifMatch}"`;
    if (simulator) headers[SIMULATOR_HEADER] = simulator;
    unanswered += 1;
    try {
      return await fetchImpl(path, {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        credentials: 'same-origin',
        signal: opts.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
    } finally {
      unanswered -= 1;
    }
  }

  /** Asks the server for a new bearer token; concurrent callers share one call. */
  function refreshToken(): Promise<string> {
    if (!refreshing) {
      refreshing = (async () => {
        try {
          const response = await send(TOKEN_PATH, {}, null);
          if (!response.ok) throw await toApiError(response);
          const payload = await readBody(response);
          // Signed out: said the way a refused call says it, so callers treat both alike (no session).
          if (isSignedOutAnswer(payload)) throw new ApiError(401, 'UNAUTHENTICATED', SIGNED_OUT_MESSAGE);
          const fresh = readToken(payload);
          if (fresh === null) throw new ApiError(response.status, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
          token = fresh;
          simulator = simulatorOf(fresh);
          return fresh;
        } catch (error) {
          token = null;
          simulator = null;
          throw error;
        } finally {
          refreshing = null;
        }
      })();
    }
    return refreshing;
  }

  async function request(path: string, opts: RequestOptions = {}): Promise<unknown> {
    while (held && !opts.sessionChange) await held;
    const usedToken = token;
    const first = await send(path, opts, usedToken);
    if (first.ok) return readBody(first);

    const error = await toApiError(first);
    const mayRefresh =
      first.status === 401 && REFRESHABLE_CODES.has(error.code) && opts.refreshOnUnauthorized !== false;
    if (!mayRefresh) throw error;

    // docs/product-spec.md §8: on a 401 refresh the token once, store it, retry once; otherwise pass the error on.
    if (token === null || token === usedToken) {
      try {
        await refreshToken();
      } catch {
        throw error;
      }
    }
    const second = await send(path, opts, token);
    if (second.ok) return readBody(second);
    throw await toApiError(second);
  }

  async function requestParsed<T>(
    path: string,
    check: ResponseCheck<T>,
    opts: RequestOptions = {},
  ): Promise<T> {
    const data = await request(path, opts);
    const parsed = check.safeParse(data);
    if (!parsed.success) throw new ApiError(200, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
    return parsed.data;
  }

  return {
    /** Calls the API; resolves with the parsed JSON body (undefined when empty). */
    request,
    /** Calls the API and checks the response with a contracts schema. */
    get<T>(path: string, check: ResponseCheck<T>, opts: Omit<RequestOptions, 'method' | 'body'> = {}) {
      return requestParsed(path, check, { ...opts, method: 'GET' });
    },
    send<T>(
      method: Exclude<Method, 'GET'>,
      path: string,
      body: unknown,
      check: ResponseCheck<T>,
      opts: Omit<RequestOptions, 'method' | 'body'> = {},
    ) {
      return requestParsed(path, check, { ...opts, method, body });
    },
    refreshToken,
    /**
     * Holds every request started from now on, except the one marked `sessionChange`, until `release()`
     * (docs/decisions/0039). Held requests then go out in order; a page that is replaced before (the usual end of a
     * session change) never sends them.
     */
    hold() {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      held = gate;
      return {
        release: () => {
          if (held === gate) held = null;
          open();
        },
      };
    },
    /** How many requests have been sent and not answered yet. */
    unanswered: () => unanswered,
    hasToken: () => token !== null,
    clearToken: () => {
      token = null;
      simulator = null;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one way the web app talks to the API. */
export const apiClient = createApiClient();
