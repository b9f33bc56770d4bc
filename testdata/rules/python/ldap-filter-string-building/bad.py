import ldap
from ldap3 import Connection, SUBTREE


def find_user(conn, name):
    return conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, "(uid=%s)" % name)  # want "python/ldap-filter-string-building"


def find_mail(conn, mail):
    return conn.search_ext_s("ou=people,dc=corp", ldap.SCOPE_SUBTREE, f"(&(objectClass=person)(mail={mail}))")  # want "python/ldap-filter-string-building"


def ldap3_user(conn: Connection, name):
    conn.search("dc=corp", "(cn=" + name + ")", SUBTREE)  # want "python/ldap-filter-string-building"
    return conn.entries


def ldap3_kw(conn, group):
    conn.search(search_base="dc=corp", search_filter="(memberOf={})".format(group))  # want "python/ldap-filter-string-building"
    return conn.entries
