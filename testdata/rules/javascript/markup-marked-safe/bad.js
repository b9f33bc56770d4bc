Handlebars.registerHelper('link', function (text, url) {
  return new Handlebars.SafeString('<a href="' + url + '">' + text + '</a>'); // want "javascript/markup-marked-safe"
});
const view = (post) => html`<article>${unsafeHTML(post.body)}</article>`; // want "javascript/markup-marked-safe"
