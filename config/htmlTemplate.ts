/**
 * The page template (Docusaurus `ssrTemplate`). It differs from the framework's
 * in two ways.
 *
 * 1. The app's scripts start loading once the browser has painted the page,
 *    instead of from the <head>. Every page is complete HTML and works before
 *    it hydrates, so what a reader waits for is the first paint. Fetched from
 *    the <head>, the scripts (about 140 KiB gzipped before any page chunk)
 *    share a slow connection with the stylesheet and fonts that paint needs.
 *    Loading them after it costs one frame before hydration. A tab opened in
 *    the background loads them at once, since it paints nothing until shown.
 *    Inserted scripts with async=false run in document order, as deferred
 *    ones do.
 * 2. The page's own chunks (listed since plugins/route-scripts) load with the
 *    entry scripts and run before main.js. When main.js starts the app, the
 *    page's modules are already there: it hydrates without another round
 *    trip, and without inserting script elements during its first task.
 *
 * The list of scripts goes in an attribute, so the loader's text, and with it
 * the hash the Content-Security-Policy allows (server/csp.ts), is the same on
 * every page.
 */

/** The entry chunk that starts the app; the template runs it last. */
const MAIN_SCRIPT = /(^|\/)main\.[^/]*\.js$/;

/** Template expression: the page's script URLs in the order they run, main.js last. */
const orderedScripts = `[...it.scripts.filter((s) => !${MAIN_SCRIPT}.test(s)), ...it.scripts.filter((s) => ${MAIN_SCRIPT}.test(s))].map((s) => it.baseUrl + s)`;

/** The inline loader; it reads the script URLs from its own data-scripts attribute. */
const loader = [
  '(function(){',
  'var sources=JSON.parse(document.currentScript.getAttribute("data-scripts"));',
  'function load(){sources.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s);});}',
  'if(document.visibilityState==="hidden"){load();}else{requestAnimationFrame(function(){setTimeout(load,0);});}',
  '})();',
].join('');

export const htmlTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts="<%= JSON.stringify(${orderedScripts}) %>">${loader}</script>
  </body>
</html>
`;
