<?php
$config = eval('return [1, 2, 3];');

// Checking that a configuration value can be written as PHP code:
// var_export returns the value as a PHP literal.
function assertExportable(array $config): void
{
    foreach ($config as $key => $value) {
        eval(var_export($value, true) . ';');
    }
}
