<?php
file_put_contents($path, $data);
chmod($path, 0644);
mkdir($dir, 0777, true);
