/**
 * The script that applies the stored theme (SPEC 1: localStorage `theme`, dark by default) before the
 * first paint, so a light-theme user never sees a dark flash while the bundle loads. It is written inline
 * into the shell's index.html at build time (rspack.base.ts) instead of being fetched as /theme-init.js: a
 * blocking script request held the first paint for about 150 ms on slow 4G (issue 12). The Content
 * Security Policy allows exactly this text by its SHA-256 hash (`themeInitScriptHash` in the API's
 * security headers), so inline scripts in general stay forbidden. Colours match client/theme.ts.
 * Any change to this text changes the hash; both sides read this one constant.
 */
export const THEME_INIT_SCRIPT =
  "(function(){var m='dark';try{if(localStorage.getItem('theme')==='light')m='light'}catch(e){}" +
  'var r=document.documentElement;r.dataset.theme=m;r.style.colorScheme=m;' +
  "r.style.backgroundColor=m==='light'?'#f8fafc':'#0f172a';r.style.color=m==='light'?'#0f172a':'#f1f5f9'})();";
