/** The self-hosted Devanagari face's family name, the whole face (docs/languages.md "Font"). */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

/**
 * The family of the same face cut to Hindi's characters (docs/languages.md "Font"): listed before
 * {@link DEVANAGARI_FAMILY}, preloaded in Hindi, and what a Hindi first paint waits for.
 */
export const DEVANAGARI_HINDI_FAMILY = 'Noto Sans Devanagari Hindi';

/**
 * The CSS custom property that holds the page's font stack (docs/languages.md "Font"): the theme's `font`
 * reads it, with the Latin fonts as its fallback, and the shell's Hindi stylesheet sets it under
 * `html[lang='hi']` to add the Devanagari faces. One property, inherited by every element, so an app's
 * own `font-family: theme.font` (the exam screen, the reader) draws Hindi in the face too, where a rule on
 * `body` alone was overridden and a system without Devanagari fonts drew boxes.
 */
export const FONT_STACK_PROPERTY = '--font-stack';

/**
 * The longest a Hindi first paint waits for the Devanagari face, in ms: about what the face's 50 KB took on
 * a phone's 4G; past it the page is painted in the fallback and the face swapped in when it arrives.
 */
export const FONT_WAIT_MS = 500;

/**
 * The longest the app's entry waits after the HTML is parsed, in ms: for the first frame, and for the
 * prerendered page's high-priority image (its largest paint) to arrive and be decoded.
 */
export const ENTRY_WAIT_MS = 300;

/**
 * The script that applies the stored theme (docs/screens.md "Theme": localStorage `theme`, dark by default)
 * before the first paint, so a light-theme user never sees a dark flash while the bundle loads. It is written
 * inline into the shell's index.html at build time (rspack.base.ts) instead of being fetched as
 * /theme-init.js: a blocking script request held the first paint for about 150 ms on slow 4G. The Content
 * Security Policy allows exactly this text by its SHA-256 hash (`themeInitScriptHash` in the API's
 * security headers), so inline scripts in general stay forbidden. Colours match the UI kit's theme
 * (shared-ui/src/theme.ts).
 * It also marks a signed-in visitor (`data-session` on <html>, from the stored token,
 * docs/domains/accounts.md "Session"), so the server's prerendered guest content
 * (docs/speed.md "Prerendered first paint") is hidden for them by CSS before it is ever painted.
 * On the shell's page it also starts the app (`data-entry` on its own tag: the entry script's URL, which
 * it preloads at once, except while a Hindi page waits for its font): after the first paint, not before
 * it, so the prerendered page on screen is the page's Largest Contentful Paint and no script runs ahead
 * of it. The HTML is parsed first
 * (DOMContentLoaded); when the prerendered page has a high-priority image (`fetchpriority=high`: the exam
 * screen's question, the payment page's cover), that image has loaded and been decoded, or failed; then
 * one frame is drawn (requestAnimationFrame, then a task). {@link ENTRY_WAIT_MS} is the fallback, for a
 * slow image and for a tab that draws no frames (opened in the background). Without the image wait the
 * entry, arriving first, ran for its 100 ms or more (several times that on a cheap phone) just as the image
 * came, and the question was painted only after it.
 * It also sets `<html lang>` to the language the page will show (i18n/lang-rule.ts `pickLang`: the stored `lang`,
 * else the browser's first preferred language that is English or Hindi, else English), so a screen reader and
 * the font fallback know it from the first paint, and writes it to the `lang` cookie (`LANG_COOKIE`), from
 * which the server's next HTML answer preloads Hindi's face in its `Link` header; in Hindi it preloads the Devanagari face's files
 * (`data-hindi-fonts` on its own tag: their URLs, space-separated) and marks `<html data-font-wait>` until
 * Hindi's cut of the face {@link DEVANAGARI_HINDI_FAMILY} has loaded, or failed, or {@link FONT_WAIT_MS} have
 * passed. The prerendered page stays unpainted while the mark is there (devanagari-font.ts), so a first visit
 * whose font arrives just after the first paint no longer shows Hindi in the fallback and then moves (its
 * lines wrap differently in the face); a font that is slower than that is swapped in as before. When the page
 * has a prerendered part this visitor sees, the app's entry starts only once the mark is gone (then as above:
 * the image, a frame): started during the wait, it ran ahead of the page's one paint, and Lighthouse counted
 * its main-thread time into the Hindi LCP. A page with nothing prerendered to show starts it at once, as in
 * English: the app draws its first paint. During the wait the entry is not even preloaded: Lighthouse counts
 * every request that ended before the largest paint into its LCP, and the entry's 31 KB, arriving during the
 * wait, added theirs to the Hindi pages' figure.
 * A page whose largest paint is an image (the server marks it `<html data-image-first>`: a reopened exam
 * screen's question, the payment page's cover) gets its face only after that image is drawn: the script sets
 * `data-font-later` (the font stack then leaves the face out, so laying out the hidden text fetches nothing),
 * and drops it and loads the face one frame after the image has loaded, or after {@link FONT_WAIT_MS}. The
 * two had shared the phone's bandwidth and Lighthouse counted the face's 32 KB into the LCP (Hindi exam
 * screen on a mid-tier phone: 1,388 / 1,567 / 1,466 ms before, 1,227 / 1,131 / 1,147 ms after, on a busy
 * machine).
 * Any change to this text changes the hash; both sides read this one constant.
 */
export const THEME_INIT_SCRIPT =
  "(function(){var m='dark',s=0;try{if(localStorage.getItem('theme')==='light')m='light';" +
  "s=!!localStorage.getItem('token')}catch(e){}" +
  "var r=document.documentElement;if(s)r.dataset.session='1';r.dataset.theme=m;r.style.colorScheme=m;" +
  "var l=null;try{l=localStorage.getItem('lang')}catch(e){}if(l!=='en'&&l!=='hi'){l='en';" +
  'var n=navigator.languages||[navigator.language];for(var i=0;i<n.length;i++){' +
  "var p=String(n[i]).toLowerCase().split('-')[0];if(p==='en'||p==='hi'){l=p;break}}}r.lang=l;" +
  // The shown language, for the server's next answer (i18n/lang-rule.ts LANG_COOKIE): it preloads Hindi's face.
  "document.cookie='lang='+l+';path=/;max-age=31536000;samesite=lax'+(location.protocol==='https:'?';secure':'');" +
  "r.style.backgroundColor=m==='light'?'#f8fafc':'#0f172a';r.style.color=m==='light'?'#0f172a':'#f1f5f9';" +
  // o: the page may be painted (no font wait, or it is over); h: the entry's start, waiting for that; v: the
  // prerendered part this visitor sees (prerender/index.tsx hides the other kind).
  "var c=document.currentScript,f=c&&c.getAttribute('data-hindi-fonts'),o=1,h=null," +
  "v=s?'[data-prerender]:not([data-guest-only])':'[data-prerender]:not([data-signed-in-only])';" +
  // P(cb): cb once the HTML is parsed. Q(cb): cb one frame after the visible prerender's high-priority image
  // has loaded and been decoded, or failed (at once without one).
  "function P(b){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',b);else b()}" +
  "function Q(b){var g=document.querySelector(v+' img[fetchpriority=high]')," +
  'a=function(){requestAnimationFrame(function(){setTimeout(b,0)})};' +
  'if(g){var y=function(){g.decode().then(a,a)};' +
  "if(g.complete)y();else{g.addEventListener('load',y);g.addEventListener('error',a)}}else a()}" +
  "if(l==='hi'&&f){o=0;r.setAttribute('data-font-wait','');" +
  "var w=function(){if(o)return;o=1;r.removeAttribute('data-font-wait');if(h)h()},x=0," +
  // z: load the face (the page's font stack names it only without data-font-later), then wait for it.
  "z=function(){if(x)return;x=1;r.removeAttribute('data-font-later');" +
  `setTimeout(w,${FONT_WAIT_MS});` +
  `try{document.fonts.load("1em '${DEVANAGARI_HINDI_FAMILY}'",'\\u0905').then(w,w)}catch(e){w()}};` +
  // A page whose largest paint is an image (data-image-first, from the server): the face after it, loaded by
  // z alone (a preload made then was a second request). Any other page: preloaded at once.
  "if(r.hasAttribute('data-image-first')){r.setAttribute('data-font-later','');" +
  `setTimeout(z,${FONT_WAIT_MS});P(function(){Q(z)})}else{` +
  "f.split(' ').forEach(function(u){var k=document.createElement('link');k.rel='preload';" +
  "k.as='font';k.type='font/woff2';k.crossOrigin='anonymous';k.href=u;document.head.appendChild(k)});z()}}" +
  "var e=c&&c.getAttribute('data-entry');if(!e)return;var d=0;" +
  // Downloaded at once, unless the page waits for its font: then nothing but the font is fetched meanwhile.
  "if(o){var j=document.createElement('link');j.rel='preload';j.as='script';j.href=e;document.head.appendChild(j)}" +
  "function load(){if(d)return;d=1;var t=document.createElement('script');t.src=e;document.head.appendChild(t)}" +
  // The fallback is set first: nothing that throws below can leave the page without its app.
  // A prerendered page this visitor sees is painted first.
  'function go(){if(!o&&document.querySelector(v)){h=go;return}' +
  `setTimeout(load,${ENTRY_WAIT_MS});Q(load)}` +
  'P(go)})();';
