<?php
class User {
    private $name;

    public function __construct($name) {
        $this->name = $this->name; // want "php/self-assignment"
    }
}
