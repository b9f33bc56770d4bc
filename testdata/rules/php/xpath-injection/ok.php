<?php
$doc = new DOMDocument();
$doc->load(__DIR__ . '/users.xml');
$xpath = new DOMXPath($doc);
$name = $_GET['name'];
if (!preg_match('/^[a-zA-Z0-9_]+$/', $name)) {
    exit('bad name');
}
$nodes = $xpath->query("//user[@name='" . $name . "']");
$xml = simplexml_load_file(__DIR__ . '/users.xml');
$hits = $xml->xpath("//user[@id=" . intval($_GET['id']) . "]");
