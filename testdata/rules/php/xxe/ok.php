<?php
$xml = file_get_contents('php://input');
$doc = simplexml_load_string($xml);
$dom = new DOMDocument();
$dom->loadXML($_POST['xml'], LIBXML_NONET);
$cfg = simplexml_load_string('<config/>', 'SimpleXMLElement', LIBXML_NOENT);
