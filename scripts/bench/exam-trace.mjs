/**
 * `npm run bench:exam`: the online test's screen on a cheap phone, answered 50 times (docs/domains/exams.md
 * "Online tests"; the exam screen). A fresh `npm start` (embedded database, BENCH_PORT, default 3325) with
 * the seeded demo test set to 3 hours, measured once the server is quiet (`settle`: BENCH_SETTLE_S); a
 * student who bought its series opens it in Debian's Chromium at
 * 360×740 (a phone: touch, DPR 2) and starts it. Then, with the CPU 4× slower (CDP's throttling, as
 * Lighthouse's mobile profile), the trace:
 *   idle      BENCH_IDLE_S (10) seconds on question 1 with nothing done: the timer's ticks alone, the
 *             baseline measured in the same run;
 *   answers   50 answers: each question's option tapped (a whole number typed on the keypad for a numerical
 *             one) then Save & Next, round the paper and round again with other choices; every tenth
 *             answer is followed by a move through the palette drawer to another question.
 * It prints, for each phase, the long tasks (the browser's `longtask` entries: main-thread tasks over
 * 50 ms) and the longest, and for the answers the interactions' latency (Event Timing: input to the next
 * paint, p50/p95/max ms). The goal: no long task while a student answers or moves; the process exits 1
 * when there is one. `BENCH_PROFILE=<file>` writes the answers' CPU profile (`.cpuprofile`, for DevTools) and,
 * in `<file>.tasks.json`, the long tasks and taps in page time with the profile's start there;
 * `BENCH_TRACE=<file>` writes their Chrome trace. Front ends must be built (`npm run build`). Takes about
 * three minutes.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { DEMO_TEST, buyDemoTest } from './demo-test.mjs';
import { BENCH_DEVICE, adminLogin, call, settle, startPlatform } from './bench-platform.mjs';
import { installDeviceKey } from '../lib/device-key.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3325);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 10);
const ANSWERS = 50;
/** After each answer, the ms left at the phone's speed for what it started. */
const SETTLE_MS = 500;
/** A student who bought the demo series (approved), and the demo test's id, set to 3 hours. */
async function prepare(url, password) {
  const adminToken = await adminLogin(url, password);
  const student = await call(url, '/api/auth/register', {
    method: 'POST',
    body: {
      name: 'Bench Candidate',
      email: `exam-${Date.now()}@example.com`,
      password: 'granite-meadow-oboe-17',
    },
  });
  const testId = await buyDemoTest(url, { adminToken, studentToken: student.token, utr: '512345678902' });
  return { token: student.token, testId };
}

/** Records the page's long tasks and interactions from its first script on (`window.__bench`). */
function observe() {
  const bench = { longTasks: [], events: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        bench.events.push({ start: e.startTime, duration: e.duration, interaction: e.interactionId });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

const now = (page) => page.evaluate(() => performance.now());

/**
 * A finger's tap on `locator`'s centre: raw touch input (CDP), found and scrolled to beforehand. Playwright's
 * own `click()` would add its hit-target check (a listener forcing layout) to the very task measured.
 */
async function tap(locator, what) {
  const page = locator.page();
  await phone(page, false);
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${locator}`);
  await phone(page, true);
  taps.push({ what, at: await now(page) });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The phone's speed on (CPU 4× slower) or off. Playwright finds the next control by reading the page's
 * accessibility tree, on the page's own main thread: that runs at full speed, and only the windows at the
 * phone's speed are judged (`slowWindows`), so the bench's own work is not counted as the screen's.
 */
async function phone(page, slow) {
  const last = slowWindows.at(-1);
  if (slow === (last?.[1] === null)) return;
  if (slow) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    slowWindows.push([await now(page), null]);
  } else {
    last[1] = await now(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}
/** The page's CDP session (one page per run). */
let cdp;
/** The spans (page time, ms) at the phone's speed; the last one's end is null while it lasts. */
const slowWindows = [];
const slowAt = (t) => slowWindows.some(([a, b]) => t >= a && (b === null || t <= b));
/** Every tap's name and time (performance.now() in the page), to name what a long task followed. */
const taps = [];
/** The tap a long task starting at `start` followed: the last one before it, or a stand-in. */
const tapBefore = (start) => taps.findLast((t) => t.at <= start) ?? { what: 'none', at: start };
const heading = (page) => page.getByRole('heading', { level: 2, name: /^Question \d+$/ });
const shownNumber = async (page) => Number((await heading(page).innerText()).replace(/\D/g, ''));

/** Answers the question shown (`round` picks another choice the second time round), then Save & Next. */
async function answerAndNext(page, round) {
  const number = await shownNumber(page);
  const radios = page.getByRole('radio');
  if (await radios.count()) {
    await tap(page.getByRole('radio', { name: `Option (${((number + round) % 4) + 1})` }), 'option');
  } else {
    const keypad = page.getByRole('group', { name: 'Keypad' });
    const box = page.getByRole('textbox', { name: /Your answer/ });
    // A second visit replaces the saved number: cleared on the keypad, as a thumb would.
    if ((await box.inputValue()).length)
      await tap(keypad.getByRole('button', { name: 'Clear All' }), 'Clear All');
    for (const digit of String(number + round))
      await tap(keypad.getByRole('button', { name: digit, exact: true }), 'keypad digit');
  }
  await tap(page.getByRole('button', { name: 'Save & Next' }), 'Save & Next');
  // The next question's heading, polled at 50 ms (a poll every frame would add its own work to the trace).
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('h2')].some(
        (h) => /^Question \d+$/.test(h.textContent ?? '') && h.textContent !== `Question ${n}`,
      ),
    number,
    { polling: 50 },
  );
}

/** Opens the palette drawer (the section's questions) and goes from it to the `pick`th other question. */
async function moveByPalette(page, pick) {
  const number = await shownNumber(page);
  await tap(page.getByRole('button', { name: /^Question palette/ }), 'palette open');
  const palette = page.getByRole('dialog', { name: 'Question palette' });
  const others = palette
    .getByRole('button', { name: /^Question \d+:/ })
    .filter({ hasNotText: new RegExp(`^${number}$`) });
  const target = others.nth(pick % (await others.count()));
  const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
  await tap(target, 'palette question');
  await page.getByRole('heading', { level: 2, name: name.split(':')[0], exact: true }).waitFor();
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One phase's line: its long tasks (count, longest) and, with `events`, the interactions' latency. */
function report(name, from, to, bench, withEvents) {
  const inside = (e) => e.start + e.duration >= from && e.start <= to;
  const tasks = bench.longTasks.filter((e) => inside(e) && slowAt(e.start));
  const longest = Math.max(0, ...tasks.map((t) => t.duration));
  let line = `${name.padEnd(10)}${String(Math.round((to - from) / 1000)).padStart(5)} s   long tasks ${tasks.length}, longest ${Math.round(longest)} ms`;
  if (withEvents) {
    // One figure per interaction (a tap is pointerdown, pointerup and click): its slowest event, as INP counts.
    const byInteraction = new Map();
    for (const e of bench.events.filter(inside))
      byInteraction.set(e.interaction, Math.max(byInteraction.get(e.interaction) ?? 0, e.duration));
    const sorted = [...byInteraction.values()].sort((a, b) => a - b);
    line += `   taps over 16 ms ${sorted.length}: p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1) ?? 0} ms`;
  }
  console.log(line);
  for (const t of tasks)
    console.log(
      `    long task at ${Math.round(t.start - from)} ms: ${Math.round(t.duration)} ms, ${Math.round(t.start - tapBefore(t.start).at)} ms after a tap on ${tapBefore(t.start).what}`,
    );
  // Which taps they followed, most first.
  const after = new Map();
  for (const t of tasks) {
    const { what } = tapBefore(t.start);
    after.set(what, (after.get(what) ?? 0) + 1);
  }
  if (tasks.length)
    console.log(
      `    after: ${[...after]
        .sort((a, b) => b[1] - a[1])
        .map(([w, n]) => `${w} ${n}`)
        .join(', ')}`,
    );
  return tasks.length;
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: install Debian chromium or set CHROMIUM_PATH');
  const password = `bench-${Math.random().toString(36).slice(2)}`;
  const platform = await startPlatform(PORT, password);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const { token, testId } = await prepare(platform.url, password);
    // A fresh platform prepares its demo books for a minute or more: measured meanwhile, the phone would
    // share this machine's two cores with that work.
    await settle(platform.child.pid);
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    // The device the student signed up on: an attempt is bound to its browser.
    await context.addCookies([{ name: 'exam_device', value: BENCH_DEVICE, url: platform.url }]);
    await installDeviceKey(context, platform.url);
    await context.addInitScript((signedIn) => localStorage.setItem('token', signedIn), token);
    await context.addInitScript(observe);
    const page = await context.newPage();
    await page.goto(`${platform.url}/test/${testId}`);
    await page.getByText('3 hours').or(page.getByText('180 minutes')).first().waitFor();
    const fullscreen = page.getByLabel('Take the test in full screen (recommended)');
    if (await fullscreen.count()) await fullscreen.uncheck();
    await page.getByLabel('I have read and understood the instructions').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { level: 2, name: 'Question 1', exact: true }).waitFor();
    await page.getByRole('img', { name: 'Question 1' }).waitFor();
    await page.waitForLoadState('networkidle');

    cdp = await context.newCDPSession(page);
    await phone(page, true);
    console.log(`exam screen at 360×740, CPU 4× slower, a 3-hour test of the demo paper (${DEMO_TEST})`);

    const idleFrom = await now(page);
    await page.waitForTimeout(IDLE_S * 1000);
    const idleTo = await now(page);

    // BENCH_PROFILE=<file.cpuprofile>: the answers' CPU profile, for DevTools (source maps in <app>/source-maps).
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    // A mark the profile can be aligned on: a function of a known name, busy for 3 ms from `profiledFrom`.
    const profiledFrom =
      process.env.BENCH_PROFILE &&
      (await page.evaluate(function benchProfileMark() {
        const from = performance.now();
        while (performance.now() - from < 3);
        return from;
      }));
    // BENCH_TRACE=<file.json>: the answers' Chrome trace (DevTools' Performance panel loads it).
    const traceEvents = [];
    if (process.env.BENCH_TRACE) {
      cdp.on('Tracing.dataCollected', (e) => traceEvents.push(...e.value));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel'],
        },
        transferMode: 'ReportEvents',
      });
    }
    const answersFrom = await now(page);
    for (let i = 0; i < ANSWERS; i += 1) {
      await answerAndNext(page, i < 24 ? 0 : 1);
      // What the save and the move leave to run (the request, its acknowledgement, the next image) runs
      // at the phone's speed too.
      await page.waitForTimeout(SETTLE_MS);
      if ((i + 1) % 10 === 0) await moveByPalette(page, i);
    }
    // The last save and its paint.
    await page.waitForTimeout(1000);
    const answersTo = await now(page);
    if (process.env.BENCH_TRACE) {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      fs.writeFileSync(process.env.BENCH_TRACE, JSON.stringify({ traceEvents }));
    }
    if (process.env.BENCH_PROFILE) {
      fs.writeFileSync(process.env.BENCH_PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      // The long tasks and taps beside it, in page time: the profile's start is `profiledFrom` there.
      const { longTasks } = await page.evaluate(() => window.__bench);
      fs.writeFileSync(
        `${process.env.BENCH_PROFILE}.tasks.json`,
        JSON.stringify({ profiledFrom, longTasks, taps }),
      );
    }

    const bench = await page.evaluate(() => window.__bench);
    report('idle', idleFrom, idleTo, bench, false);
    const over = report('answers', answersFrom, answersTo, bench, true);
    console.log(
      over
        ? `over the goal: ${over} long task(s) while answering (goal: none over 50 ms)`
        : `meets the goal: no long task over 50 ms in ${ANSWERS} answers and ${ANSWERS / 10} palette moves`,
    );
    if (over) process.exitCode = 1;
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
