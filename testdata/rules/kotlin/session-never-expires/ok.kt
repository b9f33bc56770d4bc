import javax.servlet.http.HttpServletRequest

fun login(request: HttpServletRequest) {
    request.session.maxInactiveInterval = 1800
}
