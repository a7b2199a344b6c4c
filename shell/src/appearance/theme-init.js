// Render-blocking, before the first paint: theme.ts's resolve + apply for the stored theme (no React yet).
(function () {
  var t;
  try {
    t = localStorage.getItem('provana.theme');
  } catch {
    t = null;
  }
  var d = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches),
    r = document.documentElement;
  r.classList.toggle('dark', d);
  r.style.colorScheme = d ? 'dark' : 'light';
})();
