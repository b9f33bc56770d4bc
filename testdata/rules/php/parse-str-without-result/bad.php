<?php
function handle($query) {
    parse_str($query); // want "php/parse-str-without-result"
    return $id;
}
