import ldap
import ldap.filter
from ldap3.utils.conv import escape_filter_chars


def find_user(conn, name):
    return conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(uid=%s)", [name]))


def find_mail(conn, mail):
    safe = escape_filter_chars(mail)
    return conn.search_ext_s("ou=people,dc=corp", ldap.SCOPE_SUBTREE, f"(&(objectClass=person)(mail={safe}))")


def everyone(conn):
    return conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, "(objectClass=person)")


def regex_search(pattern, name):
    import re
    return re.search(pattern, "user " + name)
