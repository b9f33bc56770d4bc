<?php
$ftp = ftp_connect('ftp.example.com');
ftp_login($ftp, 'deploy', 'S3cretDeploy!'); // want "php/hardcoded-login-password"
$ldap = ldap_connect('ldap://dc.example.com');
ldap_bind($ldap, 'cn=admin,dc=example,dc=com', "adminpass"); // want "php/hardcoded-login-password"
