@Controller
@RequestMapping("/account")
class AccountController {
  @PostMapping("/delete")
  public String delete(@RequestParam long id) { service.delete(id); return "redirect:/"; }
  @RequestMapping(value = "/show", method = RequestMethod.GET)
  public String show() { return "account"; }
}
