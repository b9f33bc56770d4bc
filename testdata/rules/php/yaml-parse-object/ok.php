<?php
use Symfony\Component\Yaml\Yaml;

$config = Yaml::parse($input);
$map = Yaml::parse($input, Yaml::PARSE_OBJECT_FOR_MAP | Yaml::PARSE_DATETIME);
ini_set('yaml.decode_php', '0');
