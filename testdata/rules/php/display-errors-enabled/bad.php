<?php
ini_set('display_errors', '1'); // want "php/display-errors-enabled"
ini_set('display_startup_errors', 1); // want "php/display-errors-enabled"
error_reporting(E_ALL);
