<?php
$prefs = unserialize($_COOKIE['prefs']); // want "php/unserialize"
$obj = unserialize(base64_decode($payload)); // want "php/unserialize"
