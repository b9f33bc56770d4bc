<?php
try {
    $db->commit();
} catch (PDOException $e) {
    $logger->error($e->getMessage(), ['exception' => $e]);
}
try {
    unlink($tmp);
} catch (Throwable $e) {
    // the temporary file may already be gone
}
