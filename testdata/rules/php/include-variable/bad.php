<?php
function show($page)
{
    include 'pages/' . $page . '.php'; // want "php/include-variable"
}

function plugin(array $config)
{
    require_once $config['bootstrap']; // want "php/include-variable"
}
