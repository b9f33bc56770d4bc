import org.springframework.web.bind.annotation.*

@RestController
@RequestMapping("/account")
class AccountController(private val service: AccountService) {
    @PostMapping("/delete")
    fun delete(@RequestParam id: Long) = service.delete(id)

    @RequestMapping(value = ["/email"], method = [RequestMethod.POST])
    fun changeEmail(@RequestParam email: String) = service.changeEmail(email)
}
