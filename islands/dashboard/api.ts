/**
 * The dashboard's calls to the API (docs/product/api.md#errors), through the
 * islands' API client: a failure is thrown as an ApiError, for the
 * dashboard's async flows. A 401 means the session has ended (logout
 * elsewhere, idle or absolute timeout): the admin is sent to /login.
 */
import { callApi, type ApiFailure, type Method } from '../api/api-client.ts';

export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

export async function apiRequest<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
  const answer = await callApi<T>(method, path, body);
  if (answer.status === 401) window.location.assign('/login');
  if (!answer.ok) throw new ApiError(answer);
  return answer.data;
}

/** The server's message of a failed call, for a toast; undefined when there is none (no answer at all). */
export function apiMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.message ? error.message : undefined;
}
