const target = decodeURIComponent(location.hash.slice(1));
const link = document.getElementById('continue');
link.href = target; // want "xss"
link.setAttribute('href', new URLSearchParams(location.search).get('next')); // want "xss"
const script = document.createElement('script');
script.src = target; // want "xss"
$('#frame').attr('src', target); // want "xss"
window.addEventListener('message', (event) => {
  document.forms[0].action = event.data.url; // want "xss"
});
// a part taken from the page's URL is the visitor's choice
var whole = window.location.href;
var next = new URL(whole).searchParams.get('next');
link.setAttribute('href', next); // want "xss"
// the fragment of the page's URL, handed to a function, is still the visitor's choice
var follow = (function () {
  function open(url) {
    var href = url;
    link.setAttribute('href', href); // want "xss"
  }
  open(window.location.href.split('#')[1]);
  return open;
})();
