<?php
if (isset($_GET['debug'])) {
    phpinfo(); // want "php/phpinfo"
}
