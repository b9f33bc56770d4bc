<?php
define('DB_NAME', 'wordpress');
define('WP_DEBUG', true); // want "php/wordpress-debug-enabled"
define( 'WP_DEBUG_DISPLAY', true ); // want "php/wordpress-debug-enabled"
