<?php
$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', 'Sh0pPassw0rd'); // want "php/hardcoded-db-password"
$link = mysqli_connect('localhost', 'root', "r00t-pass", 'shop'); // want "php/hardcoded-db-password"
