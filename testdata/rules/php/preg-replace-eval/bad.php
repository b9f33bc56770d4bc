<?php
$out = preg_replace('/\{(\w+)\}/e', '$vars["$1"]', $template); // want "php/preg-replace-eval"
$up = preg_replace("#<b>(.*)</b>#ie", "strtoupper('$1')", $html); // want "php/preg-replace-eval"
