<?php
if (isset($_GET['sid'])) {
    session_id($_GET['sid']); // want "php/session-fixation"
}
$sid = $_COOKIE['legacy_sid'];
session_id($sid); // want "php/session-fixation"
session_start();
