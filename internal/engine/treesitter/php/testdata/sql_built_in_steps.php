<?php
// SQL text built in steps from a function's parameters ($sql .= ...) is
// the one-expression concatenation spread over lines; each twin keeps the
// text constant and binds the values.

function find_owners(PDO $pdo, $lastName, $city)
{
    $sql = "SELECT * FROM owners WHERE 1=1";
    if ($city !== '') {
        $sql .= " AND city = '" . $city . "'";
    }
    $sql .= " AND last_name = '$lastName'";
    return $pdo->query($sql); // want "php/sql-injection"
}

function find_owners_bound(PDO $pdo, $lastName, $city)
{
    $sql = "SELECT * FROM owners WHERE last_name = ?";
    $args = [$lastName];
    if ($city !== '') {
        $sql .= " AND city = ?";
        $args[] = $city;
    }
    $st = $pdo->prepare($sql);
    $st->execute($args);
    return $st->fetchAll();
}

function delete_owner(mysqli $db, $id)
{
    $sql = "DELETE FROM owners";
    $sql .= " WHERE id = " . $id;
    return $db->query($sql); // want "php/sql-injection"
}

function delete_owner_int(mysqli $db, $id)
{
    $sql = "DELETE FROM owners";
    $sql .= " WHERE id = " . intval($id);
    return $db->query($sql);
}

function owners_sorted(PDO $pdo, $table)
{
    // A table name from the caller: checked where the analysis cannot see.
    $sql = "SELECT * FROM " . $table;
    $sql .= " ORDER BY last_name";
    return $pdo->query($sql);
}

function owner_by_name(PDO $pdo, $name)
{
    $sql = sprintf("SELECT * FROM owners WHERE last_name = '%s'", $name);
    return $pdo->query($sql); // want "php/sql-injection"
}

function owner_by_id(PDO $pdo, $id)
{
    // %d makes a number of the value.
    $sql = sprintf("SELECT * FROM owners WHERE id = %d", $id);
    return $pdo->query($sql);
}
