class Servlet {
  def set(resp: HttpServletResponse, token: String): Unit = {
    val c = new javax.servlet.http.Cookie("sid", token)
    c.setSecure(true)
    c.setHttpOnly(true)
    resp.addCookie(c)
  }
}
