<?php
eval('$x = ' . $_GET['expr'] . ';'); // want "php/code-injection"
$fn = $_POST['callback'];
call_user_func($fn, $data); // want "php/code-injection"

function preview() {
    $loader = new \Twig\Loader\ArrayLoader($_POST['templates']); // want "php/code-injection"
    $smarty->fetch('string:' . $_GET['tpl']); // want "php/code-injection"
}
