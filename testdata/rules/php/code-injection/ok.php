<?php
$handlers = ['a' => 'handle_a', 'b' => 'handle_b'];
call_user_func($handlers['a'], $_GET['x']);
eval('return 1;');

function preview() {
    $loader = new \Twig\Loader\ArrayLoader(['page' => 'Hello {{ name }}']);
    $smarty->fetch('page.tpl');
}
