#!/usr/bin/env php
<?php

$args = array_slice($argv, 1);

passthru('composer install --ansi');
passthru('php artisan app:init --ansi ' . implode(' ', $args));
