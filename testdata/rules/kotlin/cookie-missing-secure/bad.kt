import javax.servlet.http.Cookie
import javax.servlet.http.HttpServletResponse

fun remember(response: HttpServletResponse, token: String) {
    val cookie = Cookie("remember", token)
    cookie.isHttpOnly = true
    response.addCookie(cookie) // want "kotlin/cookie-missing-secure"
}
