<?php
function load($xml) {
    $doc = new DOMDocument();
    $doc->loadXML($xml, LIBXML_NONET);
    libxml_disable_entity_loader(true);
    return $doc;
}
