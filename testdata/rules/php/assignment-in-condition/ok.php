<?php
function check($status, $stmt) {
    if ($status === 5) {
        return "done";
    }
    while ($row = $stmt->fetch()) {
        echo $row['id'];
    }
    return "pending";
}
