/*
 * Applies the stored theme (SPEC 1: localStorage `theme`, dark by default) before the first paint, so a
 * light-theme user never sees a dark flash while the bundle loads. Loaded synchronously from <head>; kept
 * external because the Content-Security-Policy forbids inline scripts. Colours match shared-contracts theme.ts.
 */
(function () {
  var mode = 'dark';
  try {
    if (window.localStorage.getItem('theme') === 'light') mode = 'light';
  } catch (e) {
    /* storage blocked: keep the default */
  }
  var root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  root.style.backgroundColor = mode === 'light' ? '#f8fafc' : '#0f172a';
  root.style.color = mode === 'light' ? '#0f172a' : '#f1f5f9';
})();
