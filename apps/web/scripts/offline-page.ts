/**
 * The offline page as plain HTML, one per language, written next to the service worker. No
 * script at all: it must show when nothing else can load (the app's scripts included), so it
 * carries its own styles and the words from the message catalogues.
 */
export interface OfflineWords {
  title: string;
  body: string;
  tryAgain: string;
  home: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePageHtml(lang: string, words: OfflineWords): string {
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#17605a">
<title>${escape(words.title)} · Crossport</title>
<link rel="icon" href="/icons/icon.svg">
<style>
@font-face{font-family:"Crossport Bengali";font-weight:100 900;font-display:block;src:url(/fonts/noto-sans-bengali.woff2) format("woff2");unicode-range:U+0951-0952,U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#f6f7f4;color:#17211f;font:16px/1.5 "Crossport Bengali",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}
main{max-width:28rem;text-align:center;background:#fff;border:1px solid #dfe4e1;border-radius:16px;padding:32px 24px}
img{width:56px;height:56px}
h1{font-size:1.5rem;margin:16px 0 8px}
p{color:#4a5652;margin:0 0 24px}
.actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
button,a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:8px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button{background:#17605a;color:#fff;border:0}
a{color:#17211f;border:1px solid #c9d1cd;background:#fff}
</style>
</head>
<body>
<main data-testid="offline-page">
<img src="/icons/icon.svg" alt="" width="56" height="56">
<h1>${escape(words.title)}</h1>
<p>${escape(words.body)}</p>
<div class="actions">
<form method="get"><button type="submit">${escape(words.tryAgain)}</button></form>
<a href="/">${escape(words.home)}</a>
</div>
</main>
</body>
</html>
`;
}
