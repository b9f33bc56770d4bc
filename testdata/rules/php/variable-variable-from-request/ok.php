<?php
$name = 'title';
$$name = 'Home';
$GLOBALS['config'] = load_config();
$settings[$_GET['key']] = $_GET['value'];
