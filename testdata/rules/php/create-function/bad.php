<?php
$sorter = create_function('$a, $b', 'return strcmp($a["' . $key . '"], $b["' . $key . '"]);'); // want "php/create-function"
usort($rows, $sorter);
