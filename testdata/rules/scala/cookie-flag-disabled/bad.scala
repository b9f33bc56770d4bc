class Servlet {
  def set(resp: HttpServletResponse, token: String): Unit = {
    val c = new javax.servlet.http.Cookie("sid", token)
    c.setSecure(false) // want "scala/cookie-flag-disabled"
    c.setHttpOnly(false) // want "scala/cookie-flag-disabled"
    resp.addCookie(c)
  }
}
