<?php
$out = mb_ereg_replace_callback('(\w+)', fn ($m) => strtoupper($m[1]), $text);
$out = mb_ereg_replace('\s+', ' ', $text, 'msr');
mb_regex_set_options('pr');
