package example

import javax.naming.directory.DirContext
import javax.naming.directory.SearchControls
import javax.servlet.http.HttpServletRequest
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

class UserLookup(private val ctx: DirContext) {
    fun find(request: HttpServletRequest): Boolean {
        val uid = request.getParameter("uid")
        val results = ctx.search("ou=people,dc=example,dc=com", "(&(objectClass=person)(uid=$uid))", SearchControls()) // want "kotlin/ldap-injection"
        return results.hasMore()
    }
}

@RestController
class Directory(private val ctx: DirContext) {
    @GetMapping("/users")
    fun users(@RequestParam name: String): Int {
        val filter = "(cn=" + name + ")"
        return ctx.search("ou=people", filter, SearchControls()).asSequence().count() // want "kotlin/ldap-injection"
    }
}
