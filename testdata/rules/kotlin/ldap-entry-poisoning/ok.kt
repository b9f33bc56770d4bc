import javax.naming.directory.SearchControls

fun controls(): SearchControls {
    val a = SearchControls(SearchControls.SUBTREE_SCOPE, 0, 0, arrayOf("cn"), false, false)
    a.returningObjFlag = false
    return a
}
