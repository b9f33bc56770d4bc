import javax.naming.directory.SearchControls

fun controls(): SearchControls {
    val a = SearchControls(SearchControls.SUBTREE_SCOPE, 0, 0, null, true, false) // want "kotlin/ldap-entry-poisoning"
    val b = SearchControls()
    b.returningObjFlag = true // want "kotlin/ldap-entry-poisoning"
    return a
}
