package example

import javax.naming.directory.DirContext
import javax.naming.directory.SearchControls
import javax.servlet.http.HttpServletRequest
import org.springframework.ldap.support.LdapEncoder

class UserLookup(private val ctx: DirContext) {
    // the value is a filter argument: JNDI escapes it
    fun find(request: HttpServletRequest): Boolean {
        val uid = request.getParameter("uid")
        return ctx.search("ou=people", "(uid={0})", arrayOf<Any>(uid), SearchControls()).hasMore()
    }

    // escaped with Spring LDAP's encoder
    fun findEncoded(request: HttpServletRequest): Boolean {
        val uid = LdapEncoder.filterEncode(request.getParameter("uid"))
        return ctx.search("ou=people", "(uid=$uid)", SearchControls()).hasMore()
    }

    // a constant filter
    fun admins(): Boolean = ctx.search("ou=people", "(memberOf=cn=admins)", SearchControls()).hasMore()

    // a list search, not a directory
    fun inList(request: HttpServletRequest, names: List<String>): Int =
        names.binarySearch(request.getParameter("n"))
}
