<?php
$page = $_GET['page'];
include "pages/" . $page . ".php"; // want "php/file-inclusion"
require_once $_COOKIE['lang'] . '/messages.php'; // want "php/file-inclusion"
include($_GET['module'] . '.php'); // want "php/file-inclusion"
require_once("modules/" . $_REQUEST['m'] . ".php"); // want "php/file-inclusion"
