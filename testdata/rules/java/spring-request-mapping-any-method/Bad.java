@Controller
@RequestMapping("/account")
class AccountController {
  @RequestMapping("/delete") // want "java/spring-request-mapping-any-method"
  public String delete(@RequestParam long id) { service.delete(id); return "redirect:/"; }
}
