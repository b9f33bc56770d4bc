<?php
define('WP_DEBUG', false);
define('WP_DEBUG_LOG', true);
define('WP_DEBUG_DISPLAY', false);
if (getenv('WP_ENV') === 'development') {
    define('WP_DEBUG', true);
}
