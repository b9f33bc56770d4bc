<?php
$conn = ftp_ssl_connect('ftp.example.org');
$link = 'ftp://mirror.example.org/pub/';
