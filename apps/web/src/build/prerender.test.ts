// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHtml, prerenderedFile } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>College Cost Planner</title>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCC.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('pageHtml', () => {
  const html = pageHtml(
    TEMPLATE,
    { html: '<main><h1>Log in</h1></main>', title: 'Log in · College Cost Planner' },
    {
      start: '/assets/start-after-paint-DDD.js',
      pageFiles: ['/assets/login-page-EEE.js', '/assets/login-FFF.css'],
    },
  );

  it('puts the markup into #root and the title into the head', () => {
    expect(html).toContain('<div id="root"><main><h1>Log in</h1></main></div>');
    expect(html).toContain('<title>Log in · College Cost Planner</title>');
  });

  it('names only the start script, which loads the entry and the page chunks from the JSON list', () => {
    expect(html).not.toContain('index-AAA.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" id="app-scripts">',
      '<script type="module" src="/assets/start-after-paint-DDD.js">',
    ]);
    const json = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      entry: '/assets/index-AAA.js',
      preload: ['/assets/rolldown-runtime-BBB.js', '/assets/login-page-EEE.js'],
    });
  });

  it('keeps the stylesheets, with the page’s own', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CCC.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-FFF.css">');
  });

  it('refuses a template it does not understand', () => {
    expect(() =>
      pageHtml('<div id="root"></div>', { html: '', title: '' }, { start: '', pageFiles: [] }),
    ).toThrow(/entry/);
  });
});

it('maps page paths to files', () => {
  expect(prerenderedFile('/')).toBe('prerendered/index.html');
  expect(prerenderedFile('/family/login')).toBe('prerendered/family/login.html');
});
