<?php
$xml = file_get_contents('php://input');
$doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT); // want "php/xxe"
$dom = new DOMDocument();
$dom->loadXML($_POST['xml'], LIBXML_NOENT | LIBXML_DTDLOAD); // want "php/xxe"
