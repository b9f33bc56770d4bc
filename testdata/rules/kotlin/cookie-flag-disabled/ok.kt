import javax.servlet.http.Cookie
import javax.servlet.http.HttpServletResponse

fun login(response: HttpServletResponse, token: String) {
    val cookie = Cookie("session", token)
    cookie.secure = true
    cookie.isHttpOnly = true
    response.addCookie(cookie)
}

// The cookie is added here, so cookie-missing-secure and
// cookie-missing-httponly report it at addCookie, once.
fun legacy(response: HttpServletResponse, token: String) {
    val cookie = Cookie("session", token)
    cookie.secure = false
    cookie.setHttpOnly(false)
    response.addCookie(cookie)
}
