<?php
ini_set('session.use_strict_mode', '1');
session_start();
$current = session_id();
if ($loggedIn) {
    session_regenerate_id(true);
}
session_id(session_create_id('app-'));
