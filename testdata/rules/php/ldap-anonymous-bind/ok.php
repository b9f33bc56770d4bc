<?php
function lookup($conn, $dn, $password) {
    if ($password === '') {
        return false;
    }
    return ldap_bind($conn, $dn, $password);
}
