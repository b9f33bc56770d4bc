import javax.servlet.http.Cookie
import javax.servlet.http.HttpServletResponse

fun remember(response: HttpServletResponse, token: String) {
    val cookie = Cookie("remember", token)
    cookie.setSecure(true)
    cookie.isHttpOnly = true
    response.addCookie(cookie)
}

// Deleting a cookie sends it expired and empty: nothing to protect.
fun logout(response: HttpServletResponse) {
    val cookie = Cookie("remember", "")
    cookie.maxAge = 0
    response.addCookie(cookie)
}

fun forget(response: HttpServletResponse) {
    val cookie = Cookie("remember", null)
    cookie.setMaxAge(0)
    response.addCookie(cookie)
}
