<?php
file_put_contents($path, $data);
chmod($path, 0777); // want "php/chmod-world-writable"
chmod($path, 511); // want "php/chmod-world-writable"
chmod($path, 0o666); // want "php/chmod-world-writable"
chmod($path, 0x1FF); // want "php/chmod-world-writable"
