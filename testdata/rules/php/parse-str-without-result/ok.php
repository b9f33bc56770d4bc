<?php
function handle($query) {
    parse_str($query, $params);
    return $params['id'] ?? null;
}
