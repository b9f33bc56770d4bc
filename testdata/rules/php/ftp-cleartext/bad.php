<?php
$conn = ftp_connect('ftp.example.org'); // want "php/ftp-cleartext"
$data = file_get_contents('ftp://user:pass@files.example.org/export.csv'); // want "php/ftp-cleartext"
