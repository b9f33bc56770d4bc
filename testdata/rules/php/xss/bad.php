<?php
echo "Hello, " . $_GET['name']; // want "php/xss"
$q = $_REQUEST['q'];
print("<p>Results for $q</p>"); // want "php/xss"
?>
<div><?= $_GET['msg'] ?></div> <?php // want "php/xss" ?>
