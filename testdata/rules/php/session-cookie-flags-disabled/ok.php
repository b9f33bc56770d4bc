<?php
ini_set('session.cookie_httponly', 1);
ini_set('session.cookie_secure', '1');
ini_set('session.cookie_samesite', 'Lax');
session_start();
