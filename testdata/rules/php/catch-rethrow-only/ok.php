<?php
function load($path) {
    try {
        return file_get_contents($path);
    } catch (InvalidArgumentException $e) {
        throw $e;
    } catch (RuntimeException $e) {
        error_log($e->getMessage());
        return '';
    }
}
