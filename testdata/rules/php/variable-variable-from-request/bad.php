<?php
foreach ($_GET as $key => $value) {
    $name = $_GET['field'];
    $$name = $value; // want "php/variable-variable-from-request"
}
${$_POST['var']} = 1; // want "php/variable-variable-from-request"
$GLOBALS[$_REQUEST['g']] = 'x'; // want "php/variable-variable-from-request"
