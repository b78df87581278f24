/**
 * The page template (Docusaurus `ssrTemplate`). It differs from the framework's
 * in one way: the app's scripts start loading once the browser has painted the
 * page, instead of from the <head>.
 *
 * Every page is complete HTML and works before it hydrates, so what a reader
 * waits for is the first paint. Fetched from the <head>, the scripts (about
 * 140 KiB gzipped before any page chunk) share a slow connection with the
 * stylesheet and fonts that paint needs. Loading them after it costs one frame
 * before hydration. A tab opened in the background loads them at once, since
 * it paints nothing until shown. Inserted scripts with async=false run in
 * document order, as deferred ones do.
 */

/** The inline loader, around the template expression that lists the script URLs. */
const loader = (sources: string) =>
  [
    '(function(){',
    `var sources=${sources};`,
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
    <script>${loader('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
