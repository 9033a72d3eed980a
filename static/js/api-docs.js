// Starts Swagger UI (from drf-spectacular-sidecar) over the API's schema, from a file of its own:
// the Content Security Policy allows no inline script.
"use strict";

const root = document.getElementById("swagger-ui");

window.ui = SwaggerUIBundle({
  url: root.dataset.schemaUrl,
  dom_id: "#swagger-ui",
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  deepLinking: true,
  validatorUrl: null, // no badge fetched from another site
  syntaxHighlight: false, // its colours are set in style attributes, several below the contrast WCAG asks
  // A write from the page by a signed-in member carries the CSRF token, as the site's own forms do.
  requestInterceptor: (request) => {
    if (!["GET", "HEAD", undefined].includes(request.method)) request.headers["X-CSRFToken"] = root.dataset.csrfToken;
    return request;
  },
});
