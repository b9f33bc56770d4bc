class Login extends Controller {
  def login = Action {
    Ok("hi").withCookies(Cookie("session", token, secure = true, httpOnly = true))
  }
  def render(secure: Boolean) = page(secure = false)
}
