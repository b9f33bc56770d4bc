package example

import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RequestMethod
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

@RestController
@RequestMapping("/account")
class AccountController(private val accounts: AccountService) {
    @PostMapping("/delete")
    fun delete(@RequestParam id: Long): String {
        accounts.delete(id)
        return "deleted"
    }

    @RequestMapping(value = ["/rename"], method = [RequestMethod.POST])
    fun rename(@RequestParam id: Long, @RequestParam name: String) = accounts.rename(id, name)

    @GetMapping("/{id}")
    fun show(id: Long) = accounts.find(id)
}
