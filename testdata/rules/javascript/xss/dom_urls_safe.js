const tab = location.hash.slice(1);
const link = document.getElementById('share');
link.href = location.href;
link.setAttribute('href', document.referrer);
link.href = '/docs/' + tab;
document.getElementById('logo').src = 'https://cdn.example.com/img/' + tab + '.png';
$('#help').attr('href', '/help#' + encodeURIComponent(tab));
$('#box').attr('title', tab);
link.href = someConfig.url;
location.href = '/search?q=' + encodeURIComponent(tab);
// the page's own URL passed on through a variable (jQuery's bundled code)
var here = window.location.href;
var again = here;
link.setAttribute('href', again);
