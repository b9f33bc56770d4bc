<?php
if (strpos($path, '/admin') == false) { // want "php/strpos-loose-check"
    allow();
}
if (!stripos($header, 'bearer')) { // want "php/strpos-loose-check"
    deny();
}
if (strpos($email, '@')) { // want "php/strpos-loose-check"
    send($email);
}
