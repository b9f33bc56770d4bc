<?php
class Config {
    private $values = [];
    public static function get($key) {
        return $this->values[$key]; // want "php/this-in-static-method"
    }
}
