<?php
$ds = ldap_connect('ldap://ldap.example.com');
$user = ldap_escape($_POST['user'], '', LDAP_ESCAPE_FILTER);
$sr = ldap_search($ds, 'dc=example,dc=com', "(uid=$user)");
