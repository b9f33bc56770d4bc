import javax.servlet.http.Cookie
import javax.servlet.http.HttpServletResponse

fun remember(response: HttpServletResponse, token: String) {
    val cookie = Cookie("remember", token)
    cookie.secure = true
    response.addCookie(cookie) // want "kotlin/cookie-missing-httponly"
}

fun disabledHttpOnly(response: HttpServletResponse, token: String) {
    val cookie = Cookie("session", token)
    cookie.secure = true
    cookie.isHttpOnly = false
    response.addCookie(cookie) // want "kotlin/cookie-missing-httponly"
}
