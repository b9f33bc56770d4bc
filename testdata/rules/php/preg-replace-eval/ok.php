<?php
$out = preg_replace_callback('/\{(\w+)\}/', fn ($m) => $vars[$m[1]] ?? '', $template);
$clean = preg_replace('/\s+/', ' ', $text);
$name = preg_replace('/[^a-z]/i', '', $name);
$file = preg_replace('/\.tpl$/', '.html', $file);
$word = preg_replace('/ue/', 'u', $word);
