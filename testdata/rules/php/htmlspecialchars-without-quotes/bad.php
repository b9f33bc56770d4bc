<?php
function link($url) {
    return "<a href='" . htmlspecialchars($url, ENT_NOQUOTES) . "'>link</a>"; // want "php/htmlspecialchars-without-quotes"
}
echo '<input value="' . htmlentities($v, ENT_NOQUOTES | ENT_HTML5, 'UTF-8') . '">'; // want "php/htmlspecialchars-without-quotes"
