<?php
function render($template, $vars) {
    return eval('?>' . $template); // want "php/eval: eval\\(\\) of a non-literal"
}

function runTemplate(array $vars, string $template): void
{
    eval('?>' . var_export($vars, true) . $template); // want "php/eval"
}
