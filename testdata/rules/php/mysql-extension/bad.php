<?php
$link = mysql_connect('db', 'app', getenv('DB_PASS')); // want "php/mysql-extension"
$res = mysql_query('SELECT id FROM users', $link); // want "php/mysql-extension"
