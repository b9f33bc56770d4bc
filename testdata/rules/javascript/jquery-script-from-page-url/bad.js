// A widget loader that takes its script's address from the page URL.
const params = new URLSearchParams(window.location.search);

function loadWidget() {
  $.ajax({ url: params.get('widget'), dataType: 'script', cache: true }); // want "javascript/jquery-script-from-page-url"
}

function loadFeed() {
  const feed = decodeURIComponent(location.hash.slice(1));
  jQuery.ajax({ // want "javascript/jquery-script-from-page-url"
    dataType: 'jsonp',
    url: feed,
    success: (items) => render(items),
  });
}
