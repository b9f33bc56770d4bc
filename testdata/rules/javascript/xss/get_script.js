// A plugin loader that takes the plugin's URL from the page's query string.
const params = new URLSearchParams(window.location.search);

function loadPlugin() {
  $.getScript(params.get('plugin')); // want "javascript/xss"
}

window.addEventListener('hashchange', () => {
  jQuery.getScript(location.hash.slice(1)); // want "javascript/xss"
});
