<?php
ini_set('session.cookie_httponly', 0); // want "php/session-cookie-flags-disabled"
ini_set('session.cookie_secure', 'off'); // want "php/session-cookie-flags-disabled"
session_start();
