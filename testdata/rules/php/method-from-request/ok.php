<?php
class Api {
    public function dispatch() {
        $action = in_array($_GET['action'], ['list', 'show'], true) ? $_GET['action'] : 'list';
        $method = 'handle' . ucfirst('list');
        return $this->$method();
    }
}
