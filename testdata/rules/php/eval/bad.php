<?php
function render($template, $vars) {
    return eval('?>' . $template); // want "php/eval: eval\\(\\) of a non-literal"
}
