import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';

/** A client of its own (its own cookies), sending the app's Origin as the browser would. */
export async function apiClient(baseURL = test.info().project.use.baseURL ?? ''): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
}

/** POST `data` to `url`, expect `status`, and return the JSON body. */
export async function post(api: APIRequestContext, url: string, data: unknown, status = 200) {
  const response = await api.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  return response.json();
}

/** Sends JSON as the page's signed-in user from `origin`, expects success, and returns the JSON body. */
export function sendAs(page: Page, origin: string) {
  return async (method: 'put' | 'post', url: string, data: object = {}) => {
    const res = await page.request[method](url, { data, headers: { Origin: origin } });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
}
