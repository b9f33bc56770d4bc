<?php
$ds = ldap_connect('ldap://ldap.example.com');
$user = $_POST['user'];
$sr = ldap_search($ds, 'dc=example,dc=com', "(uid=$user)"); // want "php/ldap-injection"
