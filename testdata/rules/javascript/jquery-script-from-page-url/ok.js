const params = new URLSearchParams(window.location.search);

function loadWidget() {
  $.ajax({ url: '/static/widgets/' + encodeURIComponent(params.get('widget')) + '.js', dataType: 'script' });
  $.ajax({ url: params.get('feed'), dataType: 'json' }).done(render);
  $.ajax({ url: 'https://cdn.example.com/widget.js', dataType: 'script' });
}

function search() {
  $.ajax({ url: '/api/search', data: { q: params.get('q') }, dataType: 'jsonp' });
}
