<?php
try {
    $db->commit();
} catch (PDOException $e) {} // want "php/empty-catch"
