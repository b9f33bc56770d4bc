<?php
file_put_contents($path, $data);
chmod($path, 0777); // want "php/chmod-world-writable"
