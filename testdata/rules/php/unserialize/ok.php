<?php
$prefs = unserialize($_COOKIE['prefs'], ['allowed_classes' => false]);
$prefs = json_decode($_COOKIE['prefs'], true);
