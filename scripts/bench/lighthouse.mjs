/**
 * `npm run bench:lighthouse`: Lighthouse (the `lighthouse` package, default mobile settings: a phone's
 * screen, slow 4G throttling simulated) against Debian's Chromium, with the CPU slowed to a fixed phone
 * calibrated from each run's benchmark index (see PHONES: each page load is audited as a mid-tier and a
 * low-tier phone, and the index and multipliers are printed), on a fresh
 * `npm start` (embedded database, BENCH_PORT, default 3324). Pages: /, /class11, /class12, /tests, /login,
 * a guest's /book/<id>, a signed-in /my-books, /payment/<id>, the demo test's instructions (/test/<id>) and its exam screen on
 * question 1 (/test/<id>/attempt/<id>, an attempt started for the run, opened again by its address after it
 * was read once, as a reload finds it: the question reflowed to the phone's width by Fit to screen), and the
 * same for a student who turned Fit to screen off (`… printed`: the question as printed). Prints per page the performance, accessibility,
 * best-practices and SEO scores (0-100), LCP and TBT (ms), CLS, and the bytes transferred.
 * Measures once the server has settled (the demo books prepared and the covers resized: see `settle`).
 * `BENCH_PAGES=/,/tests` limits the pages; `BENCH_LHR_DIR=<folder>` keeps each page's report (JSON);
 * `BENCH_SETTLE_S` (default 600) caps the wait for a quiet server; `BENCH_LANG=hi` measures the pages in
 * Hindi (`lang` in localStorage and its cookie, as the switch leaves them). Front ends must be built
 * (`npm run build`). `BENCH_RUNS=3` measures each page three times and prints the median of each figure
 * too (the goals are judged on it). Takes a few minutes a run.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { auditFlowArtifacts } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
// Lighthouse's own gather step, so one page load is audited for each phone below (its public API gathers
// and audits in one call, with one CPU slowdown).
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { DEMO_SERIES, buyDemoTest } from './demo-test.mjs';
import { BENCH_DEVICE, call, settle, startPlatform } from './bench-platform.mjs';
import { installDeviceKey } from '../lib/device-key.mjs';
import { warmExamScreen } from './exam-warm-up.mjs';
import { GOALS, PHONES, cpuSlowdown, explain, medianRow, rowOf } from './lighthouse-figures.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3324);
/** `BENCH_LANG=hi`: the pages in Hindi; English otherwise. */
const LANG = process.env.BENCH_LANG === 'hi' ? 'hi' : null;
/** `BENCH_RUNS=3`: each page measured 3 times, each run printed, then the median of each figure. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);

const url = `http://127.0.0.1:${PORT}`;
const adminPassword = `bench-${Math.random().toString(36).slice(2)}`;

/** `method pathname` with a JSON body and a token, from the benchmark's one device (`call`). */
const json = (method, pathname, body, token) => call(url, pathname, { method, body, token });

/**
 * A student with one approved book (for /my-books), a book to buy (for /payment/<book id>), and the demo
 * test bought and started (its instructions, /test/<id>, and its exam screen, /test/<id>/attempt/<id>).
 */
async function prepareStudent() {
  const admin = await json('POST', '/api/admin/login', { username: 'admin', password: adminPassword });
  const student = await json('POST', '/api/auth/register', {
    name: 'Lighthouse Student',
    email: `lighthouse-${Date.now()}@example.com`,
    password: 'granite-meadow-oboe-17',
  });
  const books = (await json('GET', '/api/books')).filter((b) => !b.isFree && b.title !== DEMO_SERIES);
  const bought = await json(
    'POST',
    '/api/payment/submit',
    { bookId: books[0]._id, utr: '512345678901' },
    student.token,
  );
  await json('POST', `/api/admin/payments/${bought.paymentId}/approve`, {}, admin.token);
  const testId = await buyDemoTest(url, {
    adminToken: admin.token,
    studentToken: student.token,
    utr: '512345678903',
  });
  const { attemptId } = await json('POST', `/api/tests/${testId}/attempts`, {}, student.token);
  // The payment page of a book still to buy: its QR code and UTR form.
  // A book's own page as a guest opens it from a shared link.
  return { token: student.token, bookId: books[1]._id, guestBookId: books[2]._id, testId, attemptId };
}

async function main() {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('no Chromium: install Debian chromium or set CHROMIUM_PATH');
  // Rate limits on, as a student meets them; submits loose, for Lighthouse's own requests all come from
  // 127.0.0.1.
  const server = await startPlatform(PORT, adminPassword, { RATE_LIMIT: 'on', RATE_LIMIT_SUBMIT: '1000' });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
  try {
    const student = await prepareStudent();
    await settle(server.child.pid);
    /** A page's name in the table and in BENCH_PAGES: its path with `<id>` for ids, `printed` for Fit to
     * screen turned off. */
    const label = (page) => `${page.path.replace(/[0-9a-f-]{36}/g, '<id>')}${page.printed ? ' printed' : ''}`;
    const pages = [
      { path: '/' },
      { path: '/class11' },
      { path: '/class12' },
      { path: '/tests' },
      { path: '/login' },
      { path: `/book/${student.guestBookId}` },
      { path: '/my-books', token: student.token },
      { path: `/payment/${student.bookId}`, token: student.token },
      { path: `/test/${student.testId}`, token: student.token },
      // Opened by its address: the student comes back to the test (a reload, a reopened tab), after the
      // screen has read the attempt once, which gave the browser its resume cookie; the question comes
      // reflowed to the phone's width (Fit to screen, on unless the student turned it off).
      {
        path: `/test/${student.testId}/attempt/${student.attemptId}`,
        token: student.token,
        resume: student.attemptId,
      },
      // The same, for a student who turned Fit to screen off: the question as printed.
      {
        path: `/test/${student.testId}/attempt/${student.attemptId}`,
        token: student.token,
        resume: student.attemptId,
        printed: true,
      },
    ].filter((p) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(label(p)));
    // Signed-in pages: the token is put in the browser's localStorage (docs/domains/accounts.md "Session")
    // through the same Chromium, and Lighthouse is told to keep storage.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const pad = (s, n) => String(s).padEnd(n);
    const printRow = (name, row) =>
      console.log(
        `${pad(name, 34)}${pad(row.perf, 6)}${pad(row.a11y, 6)}${pad(row.best, 6)}${pad(row.seo, 6)}${pad(row.lcp, 9)}${pad(row.tbt, 9)}${pad(row.cls.toFixed(3), 8)}${row.bytes}`,
      );
    console.log(
      `${pad('page', 34)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('seo', 6)}${pad('LCP ms', 9)}${pad('TBT ms', 9)}${pad('CLS', 8)}bytes`,
    );
    const failures = GOALS.map(() => []);
    for (const page of pages) {
      const measure = async () => {
        const context = cdp.contexts()[0];
        const tab = await context.newPage();
        // A same-origin page without the app's scripts: a page of the app would leave them in the renderer's
        // memory cache, which clearing the HTTP cache does not empty, and the signed-in pages (which keep
        // storage) were then measured with half their scripts already loaded.
        await tab.goto(`${url}/api/health`);
        // The benchmark's one device (the student's API calls came from it): an attempt is taken on one.
        await context.addCookies([{ name: 'exam_device', value: BENCH_DEVICE, url }]);
        // The language as the switch (and the theme script on every visit since) left it: localStorage below,
        // and the cookie the server's preloads follow (shared-contracts i18n/lang-rule.ts LANG_COOKIE).
        if (LANG) await context.addCookies([{ name: 'lang', value: LANG, url }]);
        await installDeviceKey(context, url);
        // Every page is measured with a cold HTTP cache, signed in or not.
        await (await context.newCDPSession(tab)).send('Network.clearBrowserCache');
        await tab.evaluate(
          ({ token, lang, printed }) => {
            localStorage.clear();
            if (token) localStorage.setItem('token', token);
            if (lang) localStorage.setItem('lang', lang);
            // The exam screen's Fit to screen switch, as the student left it off (exam-remote fit-choice.ts).
            if (printed) localStorage.setItem('examQuestionFit', '0');
          },
          { token: page.token ?? null, lang: LANG, printed: !!page.printed },
        );
        // The exam screen the student comes back to was open before (exam-warm-up.mjs).
        if (page.resume)
          await warmExamScreen(context, url, {
            token: page.token,
            attemptId: page.resume,
            fit: !page.printed,
          });
        await tab.close();
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: !!page.token || !!LANG,
        };
        // One page load, audited once per phone with the CPU slowdown its index asks for.
        const { artifacts } = await navigationGather(undefined, `${url}${page.path}`, { flags });
        const index = artifacts.BenchmarkIndex;
        const audits = [];
        for (const phone of PHONES) {
          const multiplier = cpuSlowdown(index, phone.index);
          const settings = {
            throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
          };
          // Simulated throttling loads the page unthrottled and applies the slowdown in the audit, so the
          // same load may be audited at another slowdown; Lighthouse only checks that the settings agree.
          const asPhone = { ...artifacts, settings: { ...artifacts.settings, ...settings } };
          const flow = await auditFlowArtifacts(
            { gatherSteps: [{ artifacts: asPhone, flags }], name: page.path },
            { extends: 'lighthouse:default', settings },
          );
          audits.push({ phone, multiplier, lhr: flow.steps[0].lhr });
        }
        return { index, audits, lhr: audits[0].lhr };
      };
      // Each phone's rows of this page, one per run.
      const rows = PHONES.map(() => []);
      for (let run = 0; run < RUNS; run += 1) {
        let measured = await measure();
        // Lighthouse sometimes loses the trace (NO_NAVSTART); a page is measured again once, and said so.
        if (measured.lhr.runtimeError?.code === 'NO_NAVSTART') {
          console.log(`    lighthouse: ${measured.lhr.runtimeError.code} on ${page.path}, measured again`);
          measured = await measure();
        }
        console.log(
          `    benchmark index ${Math.round(measured.index)}: CPU ${measured.audits
            .map((a) => `${a.multiplier}× for the ${a.phone.name} phone (${a.phone.index})`)
            .join(', ')}`,
        );
        for (const [k, { phone, lhr }] of measured.audits.entries()) {
          // BENCH_LHR_DIR=<folder> keeps each page's whole report (lhr JSON) for a closer look.
          if (process.env.BENCH_LHR_DIR) {
            fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
            const name = page.path.replace(/[0-9a-f-]{36}/g, 'id').replace(/\//g, '_') || '_';
            const suffix = RUNS > 1 ? `.${run + 1}` : '';
            fs.writeFileSync(
              path.join(process.env.BENCH_LHR_DIR, `${name}.${phone.name}${suffix}.json`),
              JSON.stringify(lhr),
            );
          }
          const row = rowOf(lhr);
          printRow(`${label(page)} ${phone.name}`, row);
          rows[k].push(row);
          // The findings and details are the same page load's: printed once, with the first phone.
          if (k === 0) explain(lhr, url);
        }
      }
      PHONES.forEach((phone, k) => {
        const row = RUNS === 1 ? rows[k][0] : medianRow(rows[k]);
        if (RUNS > 1) printRow(`${label(page)} ${phone.name} (median of ${RUNS})`, row);
        // The goals are a mid-tier phone's.
        if (k === 0) GOALS.forEach((goal, i) => goal.met(row) || failures[i].push(label(page)));
      });
    }
    await cdp.close();
    GOALS.forEach((goal, i) =>
      console.log(
        failures[i].length
          ? `below the goals (${goal.name}): ${failures[i].join(', ')}`
          : `every page meets the goals (${goal.name})`,
      ),
    );
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
