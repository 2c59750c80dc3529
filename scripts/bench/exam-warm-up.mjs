import { deviceFetch } from '../lib/device-key.mjs';
import { BENCH_DEVICE } from './bench-platform.mjs';

/** One `Set-Cookie` header as Playwright's `addCookies` takes it, for the platform at `url`. */
function browserCookie(header, url) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const cookie = {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    domain: new URL(url).hostname,
    path: '/',
    httpOnly: false,
    sameSite: 'Lax',
  };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite') cookie.sameSite = value[0].toUpperCase() + value.slice(1).toLowerCase();
  }
  return cookie;
}

/**
 * What the exam screen did before the reload the benchmark measures (docs/speed.md "Prerendered first
 * paint"): it read the attempt (the answer's resume cookies, one for the exam page's path and one for its
 * question images, go into the browser `context`) and showed the current question at the width the phone
 * profile asks for (412 px at 1.75×: 366 CSS px, so w=800), which the server has therefore drawn once. With
 * Fit to screen (`fit`) the screen also read the question's words at that width, then the words and the
 * image at the width it reflows from (shared-contracts exams/reflow-plan.ts `reflowImageWidth`: a 20-px
 * line at 1.75×), and left its cookie (exam-remote fit-choice.ts) with the box it reflowed in.
 *
 * Every read goes through the benchmark's one device with its proof, as the app's own calls do: a plain
 * page `fetch` carried no proof, was refused, and left the first run of each exam page without its resume
 * cookie (the page then measured as not prerendered: LCP about 3.9 s against 1.4 s on the next runs).
 * Throws when the attempt cannot be read.
 */
export async function warmExamScreen(context, url, { token, attemptId, fit }) {
  const get = (pathname) =>
    deviceFetch(`${url}${pathname}`, { headers: { authorization: `Bearer ${token}` } }, BENCH_DEVICE);
  const read = await get(`/api/attempts/${attemptId}`);
  if (!read.ok) throw new Error(`GET /api/attempts/${attemptId}: ${read.status} ${await read.text()}`);
  const attempt = await read.json();
  const cookies = read.headers.getSetCookie().map((header) => browserCookie(header, url));
  if (!cookies.some((c) => c.name === 'exam_resume')) throw new Error('the attempt gave no resume cookie');
  await context.addCookies(cookies);
  const at = (what) =>
    `/api/attempts/${attemptId}/questions/${attempt.currentQuestion}/${what}&lang=${attempt.lang}`;
  await get(at('image?w=800'));
  if (!fit) return;
  const probe = await (await get(at('layout?w=800'))).json();
  const wanted = (probe.width * 20 * 1.75) / probe.lineHeight;
  const wide = [360, 480, 640, 800, 960, 1280, 1600].find((w) => w >= wanted) ?? 1600;
  await get(at(`layout?w=${wide}`));
  await get(at(`image?w=${wide}`));
  await context.addCookies([{ name: 'exam_fit', value: '366x1.75', url, sameSite: 'Lax' }]);
}
