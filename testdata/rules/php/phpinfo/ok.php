<?php
if (isset($_GET['debug'])) {
    echo phpversion();
}
