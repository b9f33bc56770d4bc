fun login(response: HttpServletResponse, token: String) {
    val cookie = Cookie("session", token)
    cookie.secure = false // want "kotlin/cookie-flag-disabled"
    cookie.setHttpOnly(false) // want "kotlin/cookie-flag-disabled"
    response.addCookie(cookie)
}
