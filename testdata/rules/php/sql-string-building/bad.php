<?php
function find(PDO $pdo, $name) {
    return $pdo->query("SELECT * FROM users WHERE name = '" . $name . "'"); // want "php/sql-string-building"
}
function del(mysqli $db, $table) {
    mysqli_query($db, "DELETE FROM $table WHERE expired = 1"); // want "php/sql-string-building"
}
