Handlebars.registerHelper('link', function (text, url) {
  const t = Handlebars.escapeExpression(text);
  const u = Handlebars.escapeExpression(url);
  return new Handlebars.SafeString('<a href="' + u + '">' + t + '</a>');
});
const view = (post) => html`<article>${unsafeHTML(DOMPurify.sanitize(post.body))}</article>`;
const icon = unsafeSVG('<svg viewBox="0 0 1 1"></svg>');
