fun login(response: HttpServletResponse, token: String) {
    val cookie = Cookie("session", token)
    cookie.secure = true
    cookie.isHttpOnly = true
    response.addCookie(cookie)
}
