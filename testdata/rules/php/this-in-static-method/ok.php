<?php
class Config {
    private static $values = [];
    private $local = [];
    public static function get($key) {
        return self::$values[$key];
    }
    public function local($key) {
        return $this->local[$key];
    }
}
