import ldap


def find(conn, name):
    flt = "(uid=%s)" % name
    return conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, flt)  # want "python/ldap-filter-string-building"


def find3(conn, mail):
    search_filter = f"(&(objectClass=person)(mail={mail}))"
    conn.search("dc=example,dc=com", search_filter, attributes=["cn"])  # want "python/ldap-filter-string-building"
    return conn.entries
