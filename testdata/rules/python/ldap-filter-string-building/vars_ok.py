import ldap
from ldap.filter import escape_filter_chars


def find(conn, name):
    flt = "(uid=%s)" % escape_filter_chars(name)
    return conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, flt)


def find_all(conn, scope):
    flt = "(objectClass=person)"
    return conn.search_s("dc=example,dc=com", scope, flt)
