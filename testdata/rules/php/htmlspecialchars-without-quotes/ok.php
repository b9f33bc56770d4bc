<?php
function link($url) {
    return "<a href='" . htmlspecialchars($url, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8') . "'>link</a>";
}
echo htmlspecialchars($v);
