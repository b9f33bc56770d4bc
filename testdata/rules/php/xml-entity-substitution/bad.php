<?php
function load($xml) {
    $doc = new DOMDocument();
    $doc->loadXML($xml, LIBXML_NOENT | LIBXML_NONET); // want "php/xml-entity-substitution"
    $sx = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_DTDLOAD); // want "php/xml-entity-substitution"
    libxml_disable_entity_loader(false); // want "php/xml-entity-substitution"
    return $doc;
}
