package example

import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

@RestController
class AccountController(private val accounts: AccountService) {
    @RequestMapping("/account/delete") // want "kotlin/spring-request-mapping-any-method"
    fun delete(@RequestParam id: Long): String {
        accounts.delete(id)
        return "deleted"
    }

    @RequestMapping(value = ["/account/rename"], produces = ["application/json"]) // want "kotlin/spring-request-mapping-any-method"
    fun rename(@RequestParam id: Long, @RequestParam name: String) = accounts.rename(id, name)
}
