import { createStaticHandler, data, isRouteErrorResponse, type LoaderFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messageRef } from '@shared/validation';
import { ApiError } from '@/lib/api/api-error';
import { describeRouteError } from './ErrorPage';

// Section 8: the error page's status and message. Route errors are produced the way the app's
// loaders produce them (a thrown data() or Response), through react-router's own handler.

/** The error react-router hands the error page when this loader throws. */
async function routeError(loader: LoaderFunction): Promise<unknown> {
  const handler = createStaticHandler([{ id: 'page', path: '/', loader }]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('Expected a render context, got a response');
  return context.errors?.page;
}

describe('describeRouteError', () => {
  it.each([403, 404])('reads the status of a data() error %s with a null message', async (status) => {
    const error = await routeError(() => {
      throw data({ message: null }, { status });
    });
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(describeRouteError(error)).toEqual({ status, message: null });
  });

  it("carries the guard's message reference of a 500 (unknown middleware)", async () => {
    const message = messageRef('errors:unknownMiddleware', { name: 'nope' });
    const error = await routeError(() => {
      throw data({ message }, { status: 500 });
    });
    expect(describeRouteError(error)).toEqual({ status: 500, message });
  });

  it('gives a route error response without a string message a null message', async () => {
    const fromText = await routeError(() => {
      throw data('Not here', { status: 404 });
    });
    const fromNumber = await routeError(() => {
      throw data({ message: 42 }, { status: 409 });
    });
    const fromResponse = await routeError(() => {
      throw new Response('Gone', { status: 410 });
    });
    expect(describeRouteError(fromText)).toEqual({ status: 404, message: null });
    expect(describeRouteError(fromNumber)).toEqual({ status: 409, message: null });
    expect(describeRouteError(fromResponse)).toEqual({ status: 410, message: null });
  });

  it('answers 404 for a path no route matches', async () => {
    const handler = createStaticHandler([{ id: 'page', path: '/', loader: () => null }]);
    const context = await handler.query(new Request('http://localhost/nope'));
    if (context instanceof Response) throw new Error('Expected a render context');
    const error = Object.values(context.errors ?? {})[0];
    expect(describeRouteError(error)).toEqual({ status: 404, message: null });
  });

  it('takes the status and message of an ApiError', () => {
    expect(describeRouteError(new ApiError(403, 403, 'You do not have enough permissions to view this page'))).toEqual({
      status: 403,
      message: 'You do not have enough permissions to view this page',
    });
    expect(describeRouteError(new ApiError(409, 700, 'The interval overlaps'))).toEqual({ status: 409, message: 'The interval overlaps' });
  });

  it('treats a plain Error as 500 with its message (a layout that failed to load)', async () => {
    expect(describeRouteError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toEqual({
      status: 500,
      message: 'Failed to fetch dynamically imported module: /assets/x.js',
    });
    const thrown = await routeError(() => {
      throw new Error('boom');
    });
    expect(describeRouteError(thrown)).toEqual({ status: 500, message: 'boom' });
  });

  it.each([
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 404],
    ['an object with a status', { status: 404, message: 'x' }],
  ])('treats anything else (%s) as 500 with no message', (_, error) => {
    expect(describeRouteError(error)).toEqual({ status: 500, message: null });
  });
});
