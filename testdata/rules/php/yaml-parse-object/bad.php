<?php
use Symfony\Component\Yaml\Yaml;

$config = Yaml::parse($input, Yaml::PARSE_OBJECT); // want "php/yaml-parse-object"
$other = \Symfony\Component\Yaml\Yaml::parseFile($path, \Symfony\Component\Yaml\Yaml::PARSE_OBJECT); // want "php/yaml-parse-object"
ini_set('yaml.decode_php', '1'); // want "php/yaml-parse-object"
