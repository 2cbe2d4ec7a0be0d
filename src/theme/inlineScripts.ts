/**
 * The tiny scripts gatsby-ssr puts in every page's <head>. They run before first paint, so a
 * returning reader never sees the wrong colour mode or a bar they closed (after Docusaurus
 * theme-classic/src/inlineScripts.ts). Keys come from storageKeys.ts; the colour-mode rules mirror
 * colorMode.ts (a unit test runs this text against resolveColorMode).
 */
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, STORAGE_KEYS } from './storageKeys'
import type { ColorModeOptions } from './colorMode'

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Sets html[data-theme] from storage, then the system preference (if respected), then the default. */
export function colorModeScript({ defaultMode, respectPrefersColorScheme }: ColorModeOptions): string {
  return `(function(){var d=${json(defaultMode)};function s(){try{return localStorage.getItem(${json(STORAGE_KEYS.theme)})}catch(e){return null}}
var m=s();if(m!=='light'&&m!=='dark'){m=null;${
    respectPrefersColorScheme
      ? `try{if(matchMedia('(prefers-color-scheme: dark)').matches)m='dark';else if(matchMedia('(prefers-color-scheme: light)').matches)m='light'}catch(e){}`
      : ''
  }}
document.documentElement.setAttribute('data-theme',m||d)})();`
}

/** Marks html so CSS hides the announcement bar when this id was dismissed. */
export function announcementScript(announcementId: string): string {
  return `(function(){try{if(localStorage.getItem(${json(STORAGE_KEYS.announcementId)})===${json(announcementId)}&&localStorage.getItem(${json(
    STORAGE_KEYS.announcementDismiss,
  )})==='true')document.documentElement.setAttribute(${json(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'true')}catch(e){}})();`
}

/** Global the browser bundle sets as it starts (gatsby-browser onClientEntry). */
export const CLIENT_LOADED_FLAG = '__SQUIRE_CLIENT_LOADED__'
export const BASE_URL_BANNER_ID = '__docusaurus-base-url-issue-banner'

/**
 * When the page has loaded but the site's scripts have not run — as happens when the site is served
 * under a path its pathPrefix does not name, so every script URL misses — shows the banner of the
 * site we replace, with the configured base URL and the one this address suggests.
 *
 * @param pathPrefix the configured prefix ('' or '/docs')
 * @param routePath the route this HTML was rendered for ('/concepts/overview'), to derive the suggestion
 */
export function baseUrlBannerScript(pathPrefix: string, routePath: string): string {
  const configured = `${pathPrefix}/`
  const strong = 'font-weight:bold'
  const html =
    `<div id="${BASE_URL_BANNER_ID}" role="alert" style="border:thick solid red;background:#ffe6b3;color:#1c1e24;margin:20px;padding:20px;font-size:20px">` +
    `<p style="${strong};font-size:30px;margin:0 0 12px">Your Docusaurus site did not load properly.</p>` +
    `<p>A very common reason is a wrong site base URL configuration (<code>pathPrefix</code> in the site config).</p>` +
    `<p>Current configured base URL = <span style="${strong};color:#b3261e">${configured}</span>${pathPrefix ? '' : ' (default value)'}</p>` +
    `<p>We suggest trying base URL = <span data-suggested-base-url style="${strong};color:#1a7f46"></span></p></div>`
  return `(function(){function check(){if(window[${json(CLIENT_LOADED_FLAG)}]||document.getElementById(${json(BASE_URL_BANNER_ID)}))return;
var route=${json(routePath.replace(/\/+$/, ''))},p=location.pathname.replace(/index\\.html$/,'').replace(/\\/+$/,''),s=p;
try{s=decodeURI(p)}catch(e){}
if(route&&s.slice(-route.length)===route)s=s.slice(0,-route.length);
var c=document.createElement('div');c.innerHTML=${json(html)};document.body.insertBefore(c.firstChild,document.body.firstChild);
var t=document.querySelector('[data-suggested-base-url]');if(t)t.textContent=s+'/'}
if(document.readyState==='complete')check();else window.addEventListener('load',check)})();`
}

/**
 * Rewrites the address, before the site's scripts load, to a spelling Gatsby's router keeps as it
 * is and its loader can decode twice, so both look the page up under one key
 * (src/theme/pathnameRoundTrip.ts `routerPathname` explains the crash and is the reference).
 */
export function pathnameAlignScript(): string {
  return `(function(){try{var p=location.pathname,a=null;try{decodeURIComponent(decodeURIComponent(p));a=encodeURI(decodeURI(p))}catch(e){}
if(a===null)a=encodeURI(p.replace(/%/g,'\\uFFFD'));if(a!==p)history.replaceState(history.state,'',a+location.search+location.hash)}catch(e){}})();`
}
