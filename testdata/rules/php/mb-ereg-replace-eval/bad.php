<?php
$out = mb_ereg_replace('(\w+)', 'strtoupper("\\1")', $text, 'e'); // want "php/mb-ereg-replace-eval"
mb_regex_set_options("me"); // want "php/mb-ereg-replace-eval"
