<?php
const EXPORTERS = ['csv' => CsvExporter::class, 'json' => JsonExporter::class];
$class = EXPORTERS[$_GET['type']] ?? CsvExporter::class;
$exporter = new $class();
$name = static::class;
$copy = new $name();
