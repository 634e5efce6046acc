// Runs before React (a classic script in <head>, so it blocks rendering until done): sets
// <html lang dir> from the stored language, else the browser's. A file rather than an inline
// script, so the Content-Security-Policy can forbid inline scripts.

// zod (4.x) reads its settings from this global. Set before any module loads, so no schema probes
// `new Function` for its fast path: the policy forbids eval and the browser would report each probe.
// (z.config() in a module would come too late: shared schemas are built while the bundle loads.)
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

(() => {
  const codes = ['en', 'ar', 'zh-CN', 'zh-TW', 'ja', 'fr', 'ru'];
  let lang = null;
  try {
    lang = window.localStorage.getItem('lang');
  } catch {
    lang = null;
  }
  if (!codes.includes(lang)) {
    lang = 'en';
    const prefs = navigator.languages?.length ? navigator.languages : [navigator.language || 'en'];
    for (const pref of prefs) {
      const tag = String(pref).toLowerCase();
      if (tag.startsWith('zh')) {
        lang = /hant|tw|hk|mo/.test(tag) ? 'zh-TW' : 'zh-CN';
        break;
      }
      const base = tag.split('-')[0];
      if (codes.includes(base)) {
        lang = base;
        break;
      }
    }
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
})();
