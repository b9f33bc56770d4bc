<?php
function lookup($conn) {
    ldap_bind($conn); // want "php/ldap-anonymous-bind"
    return ldap_bind($conn, 'cn=reader,dc=example,dc=org', ''); // want "php/ldap-anonymous-bind"
}

function lookupAs($conn, $dn) {
    return ldap_bind($conn, $dn); // want "php/ldap-anonymous-bind"
}
