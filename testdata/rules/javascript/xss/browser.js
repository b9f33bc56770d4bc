const params = new URLSearchParams(window.location.search);
const q = params.get('q');
document.getElementById('title').innerHTML = 'Results for ' + q; // want "xss: .*window.location.search"
document.write('<p>' + document.referrer + '</p>'); // want "xss: .*document.referrer"
$('#msg').html(decodeURIComponent(location.hash.substring(1))); // want "xss"
document.getElementById('safe').textContent = q;
document.getElementById('clean').innerHTML = DOMPurify.sanitize(q);
