<?php
function render($template, array $vars) {
    extract($vars, EXTR_SKIP);
    $name = $_POST['name'] ?? '';
    include $template;
}
