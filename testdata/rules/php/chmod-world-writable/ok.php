<?php
file_put_contents($path, $data);
chmod($path, 0644);
mkdir($dir, 0777, true);
chmod($path, 420);
chmod($path, 0o755);
chmod($path, 0x1A4);
