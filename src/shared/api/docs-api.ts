import * as v from 'valibot';
import { endpoint } from './contract';
import { file, json } from './json';

// The API's own description: the OpenAPI 3.1 document and its readable reference page.

export const docsApi = {
  openapi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document',
    tag: 'docs',
    access: '*',
    answer: json(v.looseObject({ openapi: v.string() })),
  }),
  page: endpoint({ method: 'GET', path: '/api/docs', summary: 'The API reference, readable in a browser', tag: 'docs', access: '*', answer: file('text/html') }),
  asset: endpoint({
    method: 'GET',
    path: '/api/docs/{file}',
    summary: "The reference page's scripts and styles",
    tag: 'docs',
    access: '*',
    params: v.object({ file: v.pipe(v.string(), v.regex(/^[\w.-]{1,80}$/)) }),
    answer: file('application/octet-stream'),
  }),
};
