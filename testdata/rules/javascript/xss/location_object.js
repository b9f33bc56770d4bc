// jQuery's ajax keeps the Location object in a variable (var location =
// window.location) and parses the request's URL, defaulting to the page's
// own, on a detached anchor: the page's own URL, read through the
// Location object, is never a javascript: URL.
var location = window.location;

function ajax(url, options) {
  var s = options || {};
  var urlAnchor, originAnchor;
  originAnchor = document.createElement("a");
  originAnchor.href = location.href;
  s.url = ((url || s.url || location.href) + "").replace(/^\/\//, location.protocol + "//");
  urlAnchor = document.createElement("a");
  urlAnchor.href = s.url;
  urlAnchor.href = urlAnchor.href;
  return urlAnchor.host === originAnchor.host;
}

// What the fragment holds after the "#" is the link author's: a
// javascript: URL there runs when the link is followed.
function openFromHash() {
  var loc = document.location;
  var link = document.createElement("a");
  link.href = loc.hash.substring(1); // want "javascript/xss"
  document.body.appendChild(link);
  document.getElementById("out").innerHTML = loc.hash; // want "javascript/xss"
}
