// The bundle report: the gzip size of the JavaScript the landing and login pages load, split into
// vendor (node_modules) and our own code by the build's source maps. Budget: 250 KB for each page.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { runServer } from './lib/run-server.mjs';

const BUDGET_KB = 250;
const PAGES = ['/', '/login'];
const ASSETS = 'out/renderer';

if (!existsSync(join(ASSETS, 'index.html')) || !existsSync('out/server/main.js')) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

/** Splits a chunk's bytes between node_modules and our sources through its source map. */
function attribute(file) {
  const code = readFileSync(join(ASSETS, file), 'utf8');
  const gzip = gzipSync(code).length;
  const mapFile = join(ASSETS, `${file}.map`);
  if (!existsSync(mapFile)) return { gzip, vendorShare: 1 };
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  let vendor = 0;
  let own = 0;
  let previous = null;
  const close = (end) => {
    if (!previous) return;
    const length = (previous.line === end.line ? end.column : lines[previous.line - 1].length) - previous.column;
    if (previous.source?.includes('node_modules')) vendor += Math.max(0, length);
    else own += Math.max(0, length);
  };
  consumer.eachMapping((m) => {
    const here = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
    close(here);
    previous = here;
  });
  close({ line: previous?.line ?? 0, column: lines[(previous?.line ?? 1) - 1]?.length ?? 0 });
  const mapped = vendor + own;
  return { gzip, vendorShare: mapped ? vendor / mapped : 1 };
}

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
// The browser first: without one the script stops before a server is left running.
const executablePath = chromiumPath();
const server = await runServer();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch(async (error) => {
  await server.stop();
  throw error;
});
const kb = (bytes) => (bytes / 1024).toFixed(1);
let over = false;
try {
  process.stdout.write(`Bundle report (gzip, budget ${BUDGET_KB} KB per page)\n\n`);
  process.stdout.write(`${'page'.padEnd(10)}${'files'.padStart(7)}${'total KB'.padStart(11)}${'vendor KB'.padStart(11)}${'own KB'.padStart(9)}\n`);
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice('/assets/'.length));
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    // The network can fall idle between the shell and the page's own chunk: the page counts once
    // its heading is shown (a run that measured the shell alone read 55 files instead of 84).
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let total = 0;
    let vendor = 0;
    const files = [];
    for (const file of scripts) {
      const { gzip, vendorShare } = attribute(join('assets', file));
      total += gzip;
      vendor += gzip * vendorShare;
      files.push([file, gzip]);
    }
    // BUNDLE_FILES=1 lists what a page loads, largest first: where to look when a page grows.
    if (process.env.BUNDLE_FILES) for (const [file, gzip] of files.sort((a, b) => b[1] - a[1])) process.stdout.write(`  ${kb(gzip).padStart(7)}  ${file}\n`);
    over ||= total / 1024 > BUDGET_KB;
    process.stdout.write(`${path.padEnd(10)}${String(scripts.size).padStart(7)}${kb(total).padStart(11)}${kb(vendor).padStart(11)}${kb(total - vendor).padStart(9)}\n`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.stdout.write(over ? `\nOver the ${BUDGET_KB} KB budget.\n` : `\nWithin the ${BUDGET_KB} KB budget.\n`);
process.exit(over ? 1 : 0);
