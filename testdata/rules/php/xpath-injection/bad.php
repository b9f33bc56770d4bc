<?php
$doc = new DOMDocument();
$doc->load(__DIR__ . '/users.xml');
$xpath = new DOMXPath($doc);
$name = $_GET['name'];
$nodes = $xpath->query("//user[@name='" . $name . "']"); // want "php/xpath-injection"
$xml = simplexml_load_file(__DIR__ . '/users.xml');
$hits = $xml->xpath("//user[@id=" . $_GET['id'] . "]"); // want "php/xpath-injection"
