<?php
$ftp = ftp_connect('ftp.example.com');
ftp_login($ftp, 'deploy', getenv('FTP_PASSWORD'));
ldap_bind($ldap, $dn, $password);
ftp_login($ftp, 'anonymous', '');
