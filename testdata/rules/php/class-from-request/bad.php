<?php
$type = $_GET['type'];
$exporter = new $type($_GET['options']); // want "php/class-from-request"
$handler = $_POST['handler'];
$result = $handler::handle($_POST); // want "php/class-from-request"
