// axios's isURLSameOrigin (bundled into many apps' public/js): the page's
// URL handed to a parser function and set on a detached anchor to read
// its parts
var isURLSameOrigin = (function () {
  function resolve(url) {
    var href = url;
    if (msie) {
      parser.setAttribute('href', href);
      href = parser.href;
    }
    parser.setAttribute('href', href);
    return { href: parser.href, protocol: parser.protocol, host: parser.host };
  }
  var msie = /(msie|trident)/i.test(navigator.userAgent);
  var parser = document.createElement('a');
  var originURL = resolve(window.location.href);
  return function (requestURL) {
    var parsed = typeof requestURL === 'string' ? resolve(requestURL) : requestURL;
    return parsed.protocol === originURL.protocol && parsed.host === originURL.host;
  };
})();
