import org.springframework.web.bind.annotation.*

@RestController
class AccountController(private val service: AccountService) {
    @RequestMapping("/account/delete") // want "kotlin/spring-request-mapping-any-method"
    fun delete(@RequestParam id: Long) = service.delete(id)

    @RequestMapping(value = ["/account/email"]) // want "kotlin/spring-request-mapping-any-method"
    fun changeEmail(@RequestParam email: String) = service.changeEmail(email)
}
