<?php
class Api {
    public function dispatch() {
        $action = $_GET['action'];
        return $this->$action(); // want "php/method-from-request"
    }
}
$m = $_POST['op'];
Tools::$m($data); // want "php/method-from-request"
