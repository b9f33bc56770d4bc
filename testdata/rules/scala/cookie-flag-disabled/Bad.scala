class Login extends Controller {
  def login = Action {
    Ok("hi").withCookies(Cookie("session", token, secure = false)) // want "scala/cookie-flag-disabled"
  }
  def remember = Action {
    Ok("hi").withCookies(Cookie("remember", token, httpOnly = false)) // want "scala/cookie-flag-disabled"
  }
}
